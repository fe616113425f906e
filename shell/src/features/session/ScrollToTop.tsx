import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigating to another page starts at its top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
