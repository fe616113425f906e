import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@yayasan/store';
import { AppProviders } from '@yayasan/ui';
import { AppBody } from './AppBody';

const store = createAppStore();

export function App() {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppBody />
      </BrowserRouter>
    </AppProviders>
  );
}
