/**
 * One polite live region for the whole page (route changes, donate steps). It lives directly in
 * <body> so an open dialog, which makes the rest of the page inert, never silences it.
 */
const REGION_ID = 'live-announcer';

function region(): HTMLElement {
  let el = document.getElementById(REGION_ID);
  if (!el) {
    el = document.createElement('div');
    el.id = REGION_ID;
    el.className = 'visually-hidden';
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    el.setAttribute('data-live-region', '');
    document.body.appendChild(el);
  }
  return el;
}

/** Says `message` to screen readers without moving focus. */
export function announce(message: string) {
  const el = region();
  // Emptying first makes a repeated message count as a change.
  el.textContent = '';
  requestAnimationFrame(() => {
    el.textContent = message;
  });
}
