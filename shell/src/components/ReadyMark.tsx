import { useEffect } from 'react';

/**
 * Leaves the performance mark `name` once the part it closes answers input: its effects run once it is
 * rendered or, on a page from the server, hydrated. Before that a click on the server's markup does
 * nothing. Field timing and browser tests wait on these marks.
 */
export function ReadyMark({ name }: { name: string }) {
  useEffect(() => {
    // Optional: a browser (or test DOM) without the User Timing API still runs the page.
    globalThis.performance?.mark?.(name);
  }, [name]);
  return null;
}
