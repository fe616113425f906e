import { FIELD_UNMATCHED_ROUTE, REMOTE_ROUTES, SHELL_PAGES } from '@yayasan/contracts';

/** Every route pattern the shell's router has, and the not-found page's: a beacon names one of these or is refused. */
const SITE_ROUTE_PATTERNS = new Set([
  ...[...SHELL_PAGES, ...REMOTE_ROUTES].map(({ path }) => path),
  FIELD_UNMATCHED_ROUTE,
]);

export const isSiteRoute = (route: string) => SITE_ROUTE_PATTERNS.has(route);
