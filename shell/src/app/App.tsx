import { createPortal } from 'react-dom';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore, selectThemeName, useAppSelector } from '@yayasan/store';
import { AppProviders, TOAST_LIMIT, ToastLayer } from '@yayasan/ui';
import { RouteAnnouncer } from '../features/a11y/RouteAnnouncer';
import { ScrollToTop } from '../features/session/ScrollToTop';
import { SessionEffects } from '../features/session/SessionEffects';
import { AfterFirstRender } from '../features/start/AfterFirstRender';
import { AppRoutes } from './AppRoutes';

const store = createAppStore();

/** Toasts live directly in <body> so that an open dialog (which makes the page inert) never hides them. */
function toastLayer(): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-live-region', '');
  document.body.appendChild(el);
  return el;
}
const toasts = toastLayer();

function Toasts() {
  const theme = useAppSelector(selectThemeName);
  return createPortal(
    <ToastLayer position="top-center" limit={TOAST_LIMIT} newestOnTop theme={theme} aria-label="Pemberitahuan" />,
    toasts,
  );
}

export function App() {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <ScrollToTop />
        <RouteAnnouncer />
        <AppRoutes />
        <AfterFirstRender>
          <SessionEffects />
          <Toasts />
        </AfterFirstRender>
      </BrowserRouter>
    </AppProviders>
  );
}
