import { useEffect, useRef, useState } from 'react';

const DURATION_MS = 1500;

/**
 * The figure itself as rendered (on the server too: crawlers and a page before its scripts show the
 * real number). A counter below the fold when the page starts counts up from zero as it scrolls into
 * view; one already on screen, or with reduced motion, stays as it is.
 */
export function Counter({ value, suffix }: { value: number; suffix: string }) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const el = ref.current;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!el || reduced || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    let first = true;
    const observer = new IntersectionObserver(([entry]) => {
      const wasFirst = first;
      first = false;
      if (!entry.isIntersecting) return;
      observer.disconnect();
      // On screen from the start: it stays as it is. Scrolled into view later: it counts up from zero.
      if (wasFirst) return;
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / DURATION_MS);
        setShown(Math.round(value * (1 - (1 - t) ** 3)));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);
  return (
    <span ref={ref} data-final={`${value}${suffix}`}>
      {shown}
      {suffix}
    </span>
  );
}
