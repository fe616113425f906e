import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { selectThemeName, useAppSelector, type AppStore } from '@yayasan/store';
import { GlobalStyle } from './GlobalStyle';
import { themes } from './theme';

function ThemedRoot({ children, forcedTheme }: { children: ReactNode; forcedTheme?: 'light' | 'dark' }) {
  const chosen = useAppSelector(selectThemeName);
  const name = forcedTheme ?? chosen;
  useEffect(() => {
    document.body.setAttribute('theme', name);
    // A forced theme gives the page back its chosen theme when it unmounts.
    return forcedTheme ? () => document.body.setAttribute('theme', chosen) : undefined;
  }, [name, forcedTheme, chosen]);
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

/** Re-themes a subtree: the donate flow is always light. */
export function ForceTheme({ name, children }: { name: 'light' | 'dark'; children: ReactNode }) {
  return <ThemedRoot forcedTheme={name}>{children}</ThemedRoot>;
}
