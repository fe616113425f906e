import { useEffect, useRef, useState } from 'react';

/** How far below the visible part of the page an area starts loading, so it is in when scrolled to. */
const AHEAD = '400px';

/**
 * Whether the element has come near the viewport (and stays so once it has). Areas below the fold use
 * it to load their code on the way down instead of with the page. A key press counts as near too: a
 * keyboard user tabs into the area before it would scroll into view. Without IntersectionObserver it
 * is near at once.
 */
export function useNearViewport<T extends Element>(enabled: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(el);
    const onKey = () => setNear(true);
    window.addEventListener('keydown', onKey, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [near]);
  return [ref, near] as const;
}
