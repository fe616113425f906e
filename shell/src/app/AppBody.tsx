import { createPortal } from 'react-dom';
import { selectThemeName, useAppSelector } from '@yayasan/store';
import { TOAST_LIMIT, ToastLayer } from '@yayasan/ui';
import { RouteAnnouncer } from '../features/a11y/RouteAnnouncer';
import { ScrollToTop } from '../features/session/ScrollToTop';
import { SessionEffects } from '../features/session/SessionEffects';
import { AfterFirstRender } from '../features/start/AfterFirstRender';
import { AppRoutes } from './AppRoutes';

/** Toasts live directly in <body> so that an open dialog (which makes the page inert) never hides them. */
let toasts: HTMLElement | undefined;
function toastLayer(): HTMLElement {
  if (!toasts) {
    toasts = document.createElement('div');
    toasts.setAttribute('data-live-region', '');
    document.body.appendChild(toasts);
  }
  return toasts;
}

function Toasts() {
  const theme = useAppSelector(selectThemeName);
  return createPortal(
    <ToastLayer position="top-center" limit={TOAST_LIMIT} newestOnTop theme={theme} aria-label="Pemberitahuan" />,
    toastLayer(),
  );
}

/**
 * The app inside its providers and router: the same tree in the browser and on the server. The
 * session's effects and the toast layer come after the first render, so they never run on the server.
 */
export function AppBody() {
  return (
    <>
      <ScrollToTop />
      <RouteAnnouncer />
      <AppRoutes />
      <AfterFirstRender>
        <SessionEffects />
        <Toasts />
      </AfterFirstRender>
    </>
  );
}
