import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { selectThemeName, useAppSelector, type AppStore } from '@yayasan/store';
import { GlobalStyle } from './GlobalStyle';
import { themes } from './theme';

/** One theme at a time for the whole page: the chosen one. */
function ThemedRoot({ children }: { children: ReactNode }) {
  const name = useAppSelector(selectThemeName);
  useEffect(() => {
    document.body.setAttribute('theme', name);
  }, [name]);
  return (
    <ThemeProvider theme={themes[name]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/** Redux store + theme: what every app (host, standalone remote, tests) renders inside. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedRoot>{children}</ThemedRoot>
    </Provider>
  );
}
