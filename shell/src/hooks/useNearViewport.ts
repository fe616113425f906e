import { lazy, useEffect, useRef, useState, type ComponentType } from 'react';

/** How far below the visible part of the page an area starts loading, so it is in when scrolled to. */
const AHEAD = '400px';

/** Opened once, when an area comes near the viewport; what the area's content waits on until then. */
export interface NearGate {
  readonly open: boolean;
  readonly opened: Promise<void>;
  openNow(): void;
}

function createGate(openAtOnce: boolean): NearGate {
  let resolve!: () => void;
  const gate = {
    open: false,
    opened: new Promise<void>((r) => (resolve = r)),
    openNow() {
      gate.open = true;
      resolve();
    },
  };
  if (openAtOnce) gate.openNow();
  return gate;
}

/**
 * A gate that opens when the element comes near the viewport (and stays open). Areas below the fold
 * wait on it: the browser loads and hydrates their code on the way down instead of with the page. A
 * key press opens it too: a keyboard user tabs into the area before it would scroll into view. The
 * server renders every area (no window: open at once), as does a browser without IntersectionObserver.
 *
 * It is a promise, not state: opening it must not re-render the area's parent, since React would take
 * an update to a part it has not hydrated yet as a reason to drop the server's markup and render anew.
 */
export function useNearViewport<T extends Element>(enabled: boolean) {
  const ref = useRef<T>(null);
  const [gate] = useState(() =>
    createGate(!enabled || typeof window === 'undefined' || typeof IntersectionObserver === 'undefined'),
  );
  useEffect(() => {
    const el = ref.current;
    if (gate.open || !el) return;
    const open = () => {
      gate.openNow();
      observer.disconnect();
      window.removeEventListener('keydown', open);
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
      rootMargin: `0px 0px ${AHEAD} 0px`,
    });
    observer.observe(el);
    window.addEventListener('keydown', open, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', open);
    };
  }, [gate]);
  return [ref, gate] as const;
}

/**
 * `Component` once the gate is open (React.lazy, React's own way to wait on a promise). Until then it
 * suspends: a page the server rendered keeps that part's markup as it is (React hydrates it when the
 * gate opens), a page rendered in the browser shows the nearest Suspense fallback.
 */
export function whenNear<P extends object>(gate: NearGate, Component: ComponentType<P>): ComponentType<P> {
  return lazy(() => gate.opened.then(() => ({ default: Component })));
}
