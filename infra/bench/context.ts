import type { EphemeralStack } from '../dev/ephemeral';
import { PUBLIC_ROUTE_PATTERNS, demoRouteParams, fillRoute, type RouteParams } from '../e2e/public-routes';
import type { Section } from './budgets';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_ADMIN = { email: 'admin@yayasan.test', password: 'Admin12345' };

export interface BenchRoute {
  pattern: string;
  url: string;
}

/** What every bench module gets: the running stack and every public route with demo data filled in. */
export interface BenchContext {
  stack: EphemeralStack;
  routes: BenchRoute[];
  /** The demo data in those routes (an article's blog_id, a campaign's id…). */
  params: RouteParams;
}

/** A bench module measures one thing and returns its sections (tables) for the report. */
export type BenchModule = (ctx: BenchContext) => Promise<Section[]>;

export async function benchContext(stack: EphemeralStack): Promise<BenchContext> {
  const params = await demoRouteParams(stack.baseURL);
  return {
    stack,
    params,
    routes: PUBLIC_ROUTE_PATTERNS.map((pattern) => ({ pattern, url: `${stack.baseURL}${fillRoute(pattern, params)}` })),
  };
}
