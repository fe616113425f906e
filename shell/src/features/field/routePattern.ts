import { matchRoutes } from 'react-router-dom';
import {
  DASHBOARD_FRAME,
  FIELD_UNMATCHED_ROUTE,
  REMOTE_ROUTES,
  SHELL_PAGES,
  type RemoteName,
  type RemoteRoute,
} from '@yayasan/contracts';

type TableRoute = { path: string; remote?: RemoteRoute };
const TABLE: TableRoute[] = [
  ...SHELL_PAGES.map((page) => ({ path: page.path })),
  ...REMOTE_ROUTES.map((route) => ({ path: route.path, remote: route })),
];

/** The route-table entry that renders a path, ranked as the app's router ranks them (`/donation/create` before `/donation/:id`). */
function routeOf(pathname: string): TableRoute | undefined {
  return matchRoutes(TABLE, pathname)?.[0]?.route;
}

/** The pattern of the route a path opens (`/donation/:id`), never the path itself or its query. */
export function routePatternOf(pathname: string): string {
  return routeOf(pathname)?.path ?? FIELD_UNMATCHED_ROUTE;
}

/** The remotes the route itself puts on the page: its own, its slot's, and the dashboard's frame. */
export function routeRemotesOf(pathname: string): RemoteName[] {
  const route = routeOf(pathname)?.remote;
  if (!route) return [];
  return [
    route.remote,
    ...(route.slot ? [route.slot.remote] : []),
    ...(route.layout === 'dashboard' ? [DASHBOARD_FRAME.remote] : []),
  ];
}
