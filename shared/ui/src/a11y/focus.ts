import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements of `root` that Tab reaches, in order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert],[hidden]'),
  );
}

/** Moves focus to `el`, making it focusable by script only when it is not already. */
export function focusElement(el: HTMLElement | null | undefined) {
  if (!el) return;
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus();
}

/**
 * The modal behaviour shared by dialogs and the drawer (WAI-ARIA APG modal dialog): while open,
 * everything else in <body> is `inert`, Tab and Shift+Tab wrap inside `layer`, Escape closes,
 * and on close focus goes back to the element that had it before.
 * `layer` is the dialog's outermost element, rendered directly in <body>.
 */
export function useModalFocus(
  layer: RefObject<HTMLElement | null>,
  {
    open,
    onClose,
    initial,
    returnFocus,
  }: {
    open: boolean;
    onClose: () => void;
    /** Where focus starts; otherwise `[data-autofocus]`, the first tabbable element or the layer. */
    initial?: RefObject<HTMLElement | null>;
    /** Where focus goes on close when the opener is gone (e.g. a menu item of a menu that closed). */
    returnFocus?: RefObject<HTMLElement | null>;
  },
) {
  // The latest onClose, without reopening the dialog's effect each time the caller passes a new one.
  const close = useEffectEvent(onClose);
  // A layout effect: focus is inside and the page behind inert before the dialog is first painted.
  // When something other than a click or key opened it (a response, a timer, a transition), React runs
  // passive effects after that paint, and a key typed into the dialog in between would be pulled away.
  useLayoutEffect(() => {
    const root = layer.current;
    if (!open || !root) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement || active instanceof SVGElement ? active : null;
    const madeInert = Array.from(document.body.children).filter(
      (el): el is HTMLElement =>
        el !== root && el instanceof HTMLElement && !el.hasAttribute('inert') && !el.hasAttribute('data-live-region'),
    );
    madeInert.forEach((el) => el.setAttribute('inert', ''));
    focusElement(initial?.current ?? root.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(root)[0] ?? root);

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = tabbables(root);
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !root.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !root.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKey);
    return () => {
      root.removeEventListener('keydown', onKey);
      madeInert.forEach((el) => el.removeAttribute('inert'));
      // The fallback is read at close time on purpose: it is the element present then.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const back = opener?.isConnected && opener !== document.body ? opener : returnFocus?.current;
      back?.focus();
    };
  }, [open, layer, initial, returnFocus]);
}

/**
 * Focus for a step of a multi-step flow: the returned ref's element (the step's heading) gets focus
 * when it appears, so keyboard and screen-reader users start reading the new step there.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) focusElement(ref.current);
  }, [enabled]);
  return ref;
}
