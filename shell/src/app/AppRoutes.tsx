import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { DASHBOARD_FRAME, REMOTE_ROUTES, paths, type RemoteModule, type RemoteRoute } from '@yayasan/contracts';
import { selectIsAdmin, useAppSelector } from '@yayasan/store';
import { NotFound } from '@yayasan/ui';
import { MainLayout } from '../components/layout/Layouts';
import { HomePage } from '../features/home/HomePage';
import { AboutPage } from '../features/pages/AboutPage';
import { PrivacyPage } from '../features/privacy/PrivacyPage';
import { ContactPage } from '../features/pages/ContactPage';
import { RemoteArea } from '../components/RemoteArea';

/** Admin pages render the not-found page for everyone else (the server refuses their calls anyway). */
function AdminGate({ route, children }: { route: RemoteRoute; children: ReactNode }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  return !route.adminOnly || isAdmin ? <>{children}</> : <NotFound />;
}

/** A remote's page (or the dashboard frame): if it failed, the next page the visitor opens tries it afresh. */
function PageArea(props: { remote: RemoteRoute['remote']; module: string; children?: ReactNode }) {
  const { pathname } = useLocation();
  return <RemoteArea {...props} resetOn={pathname} />;
}

/**
 * Another remote's part of the page (the route's slot), given the route's params: it fails, loads and
 * is retried on its own, while the page around it stays.
 */
function SlotArea({ slot }: { slot: RemoteModule }) {
  const { pathname } = useLocation();
  const params = useParams();
  return <RemoteArea remote={slot.remote} module={slot.module} variant="part" props={params} resetOn={pathname} />;
}

function remoteElement(route: RemoteRoute) {
  const page = (
    <AdminGate route={route}>
      <PageArea key={route.path} remote={route.remote} module={route.module}>
        {route.slot && <SlotArea slot={route.slot} />}
      </PageArea>
    </AdminGate>
  );
  switch (route.layout) {
    case 'bare':
      return page;
    case 'dashboard':
      return (
        <MainLayout>
          <PageArea remote={DASHBOARD_FRAME.remote} module={DASHBOARD_FRAME.module}>
            {page}
          </PageArea>
        </MainLayout>
      );
    default:
      return <MainLayout>{page}</MainLayout>;
  }
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={paths.home}
        element={
          <MainLayout>
            <HomePage />
          </MainLayout>
        }
      />
      <Route
        path={paths.contact}
        element={
          <MainLayout>
            <ContactPage />
          </MainLayout>
        }
      />
      <Route
        path={paths.about}
        element={
          <MainLayout>
            <AboutPage />
          </MainLayout>
        }
      />
      <Route
        path={paths.privacy}
        element={
          <MainLayout>
            <PrivacyPage />
          </MainLayout>
        }
      />
      {REMOTE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={remoteElement(route)} />
      ))}
      <Route
        path="*"
        element={
          <MainLayout>
            <NotFound />
          </MainLayout>
        }
      />
    </Routes>
  );
}
