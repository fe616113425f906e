import { BrowserRouter } from 'react-router-dom';
import { createAppStore, listenForReconnect } from '@yayasan/store';
import { AppProviders } from '@yayasan/ui';
import { readServerState } from '../features/start/serverState';
import { AppBody } from './AppBody';

// The state the server rendered the page with, so hydration finds the same answers.
const store = createAppStore(readServerState());
// What is on screen is asked again when the connection returns (and, where an endpoint wants it, on focus).
listenForReconnect(store);

export function App() {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppBody />
      </BrowserRouter>
    </AppProviders>
  );
}
