import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@yayasan/store';
import { AppProviders } from '@yayasan/ui';
import { readServerState } from '../features/start/serverState';
import { AppBody } from './AppBody';

// The state the server rendered the page with, so hydration finds the same answers.
const store = createAppStore(readServerState());

export function App() {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppBody />
      </BrowserRouter>
    </AppProviders>
  );
}
