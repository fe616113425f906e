import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { REMOTE_ROUTES, type RemoteName } from '@yayasan/contracts';
import { createAppStore } from '@yayasan/store';
import { NotFound } from './components/NotFound';
import { AppProviders } from './Providers';
import { TOAST_LIMIT } from './notify';
import { ToastLayer } from './ToastLayer';
import { SecondFactorPrompt } from './components/SecondFactorPrompt';

/**
 * A remote's own dev page: a minimal host harness (its own store from the same factory, a router
 * with the remote's routes from the site table, a list of them, and its home widget at /).
 */
export function renderStandalone(remote: RemoteName, modules: Record<string, ComponentType>) {
  const store = createAppStore();
  const routes = REMOTE_ROUTES.filter((r) => r.remote === remote && modules[r.module]);
  const Widget = modules['./HomeWidget'];
  createRoot(document.getElementById('root')!).render(
    <AppProviders store={store}>
      <BrowserRouter>
        <Harness>
          <strong>mf-{remote} (standalone)</strong>
          {routes.map((r) => (
            <Link key={r.path} to={r.path.replace(/:(\w+)/g, '1')}>
              {r.path}
            </Link>
          ))}
        </Harness>
        <Routes>
          <Route path="/" element={Widget ? <Widget /> : <p>Tidak ada widget</p>} />
          {routes.map((r) => {
            const Page = modules[r.module];
            return <Route key={r.path} path={r.path} element={<Page />} />;
          })}
          <Route path="*" element={<NotFound />} />
        </Routes>
        <ToastLayer limit={TOAST_LIMIT} />
        <SecondFactorPrompt />
      </BrowserRouter>
    </AppProviders>,
  );
}

const Harness = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  padding: 10px 16px;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  font-size: 0.85rem;
`;
