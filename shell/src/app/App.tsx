import { BrowserRouter } from 'react-router-dom';
import { Slide, ToastContainer } from 'react-toastify';
import { createAppStore } from '@yayasan/store';
import { AppProviders, TOAST_LIMIT } from '@yayasan/ui';
import { ScrollToTop } from '../features/session/ScrollToTop';
import { SessionEffects } from '../features/session/SessionEffects';
import { AppRoutes } from './AppRoutes';

const store = createAppStore();

export function App() {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <ScrollToTop />
        <SessionEffects />
        <AppRoutes />
      </BrowserRouter>
      <ToastContainer position="top-center" limit={TOAST_LIMIT} transition={Slide} newestOnTop />
    </AppProviders>
  );
}
