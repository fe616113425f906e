import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children one task after its own first render. What nobody sees in the first frame (the
 * session's effects, the toast layer) then runs in a task of its own instead
 * of lengthening the first one, which on a budget phone is the long task holding back the first tap.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <>{children}</> : null;
}
