import { createPortal } from 'react-dom';
import { SHELL_READY_MARK } from '@yayasan/contracts';
import { selectThemeName, useAppSelector } from '@yayasan/store';
import { SecondFactorPrompt, TOAST_LIMIT, ToastLayer } from '@yayasan/ui';
import { RouteAnnouncer } from '../features/a11y/RouteAnnouncer';
import { ScrollToTop } from '../features/session/ScrollToTop';
import { RestoreVisitor } from '../features/session/RestoreVisitor';
import { SessionEffects } from '../features/session/SessionEffects';
import { AfterFirstRender } from '../features/start/AfterFirstRender';
import { KeepForOffline } from '../features/offline/KeepForOffline';
import { OfflineNotice } from '../features/offline/OfflineNotice';
import { ReadyMark } from '../components/ReadyMark';
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
 * session's effects, the toast layer and the offline cache come after the first render, so they never
 * run on the server.
 */
export function AppBody() {
  return (
    <>
      <ScrollToTop />
      <RouteAnnouncer />
      <AppRoutes />
      <ReadyMark name={SHELL_READY_MARK} />
      {/* In the server's markup too (empty while online): a live region is heard when its text appears. */}
      <OfflineNotice />
      <AfterFirstRender>
        <RestoreVisitor />
        <SessionEffects />
        <Toasts />
        <SecondFactorPrompt />
        <KeepForOffline />
      </AfterFirstRender>
    </>
  );
}
