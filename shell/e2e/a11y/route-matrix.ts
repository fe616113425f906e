import { REMOTE_ROUTES, SHELL_PAGES, type RemoteRoute } from '@yayasan/contracts';

export type Role = 'visitor' | 'user' | 'admin';

/** Values for the route table's parameters, found in the running site's data before the walk. */
export interface RouteParams {
  blog_id: string;
  /** A campaign id for donation routes, a gallery item id for gallery routes. */
  donationId: string;
  galleryId: string;
  username: string;
  trx_id: string;
}

export interface Stop {
  /** The route-table path, e.g. `/donation/detail/:id`. */
  route: string;
  url: string;
  role: Role;
}

/** Pages behind the sign-in (the dashboard frame, the editor, the receipt) are checked as a user or an admin. */
function roleFor(route: RemoteRoute): Role {
  if (route.adminOnly || route.path.startsWith('/editor')) return 'admin';
  if (route.layout === 'dashboard') return 'user';
  return 'visitor';
}

function fill(route: RemoteRoute, p: RouteParams): string {
  return route.path
    .replace(':blog_id', p.blog_id)
    .replace(':username', p.username)
    .replace(':trx_id', p.trx_id)
    .replace(':query', 'anak')
    .replace(':token', 'tautan-tidak-berlaku')
    .replace(':code', 'KODE-TIDAK-ADA')
    .replace(':id', route.remote === 'gallery' ? p.galleryId : p.donationId);
}

/**
 * Every page of the route table with the role that sees it: the shell's own pages and every remote
 * route, so a route added to the table joins the check by itself. `/clean` needs a payment in
 * progress and is checked inside the donate walk.
 */
export function routeStops(p: RouteParams): Stop[] {
  const shell: Stop[] = SHELL_PAGES.map((s) => ({ route: s.path, url: s.path, role: 'visitor' }));
  const remote: Stop[] = REMOTE_ROUTES.filter((r) => r.path !== '/clean').map((r) => ({
    route: r.path,
    url: fill(r, p),
    role: roleFor(r),
  }));
  return [
    ...shell,
    ...remote,
    // Signed in, the top bar carries the bell and the account menu.
    { route: '/', url: '/', role: 'user' },
    { route: '/artikel', url: '/artikel', role: 'admin' },
  ];
}
