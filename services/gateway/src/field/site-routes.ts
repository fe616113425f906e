import { REMOTE_ROUTES, SHELL_PAGES } from '@yayasan/contracts';

/** Every route pattern the shell's router has: a beacon names one of these or is refused. */
const SITE_ROUTE_PATTERNS = new Set([...SHELL_PAGES, ...REMOTE_ROUTES].map(({ path }) => path));

export const isSiteRoute = (route: string) => SITE_ROUTE_PATTERNS.has(route);
