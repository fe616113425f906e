import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Navigating to another page starts at its top. The page the visitor arrived on keeps its scroll: they
 * may have scrolled its server HTML before it was hydrated, or reloaded it halfway down.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
