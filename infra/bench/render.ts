import { burst, percentile } from './api';
import { LIGHTHOUSE_ROUTES, RENDER, atMost, ms, reference, type Check } from './budgets';
import type { BenchModule } from './context';

const REQUESTS = 200;
const WARM_UP = 20;

/** The renderer's resident memory, from its own Prometheus metrics. */
async function residentMemory(renderUrl: string): Promise<number> {
  const text = await (await fetch(`${renderUrl}/metrics`)).text();
  // `process_resident_memory_bytes{service="render"} 123456`
  const line = text.split('\n').find((l) => /^process_resident_memory_bytes[{ ]/.test(l));
  return line ? Number(line.split(' ').at(-1)) : NaN;
}

/**
 * Server render time of each measured page: the renderer called as the gateway calls it, 10 at a
 * time after a warm-up (so a version's containers are loaded and the page's data cached as in use).
 * The budget is on what visitors get (a page kept while the data is unchanged); the same page
 * rendered anew for every request is printed beside it.
 */
export const serverRender: BenchModule = async ({ stack, routes }) => {
  const checks: Check[] = [];
  for (const route of routes.filter((r) => LIGHTHOUSE_ROUTES.includes(r.pattern))) {
    const request = (anew: boolean): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(anew && { 'cache-control': 'no-cache' }) },
      body: JSON.stringify({ url: new URL(route.url).pathname, versions: {} }),
    });
    await burst(`${stack.renderUrl}/render`, request(false), WARM_UP);
    const { times, errors } = await burst(`${stack.renderUrl}/render`, request(false), REQUESTS);
    const anew = await burst(`${stack.renderUrl}/render`, request(true), REQUESTS / 4);
    times.sort((a, b) => a - b);
    anew.times.sort((a, b) => a - b);
    if (errors + anew.errors) {
      checks.push({ name: `${route.pattern} errors`, budget: '0', figure: String(errors + anew.errors), pass: false });
    }
    checks.push(atMost(`${route.pattern} p50`, percentile(times, 50), RENDER.p50Ms, ms));
    checks.push(atMost(`${route.pattern} p99`, percentile(times, 99), RENDER.p99Ms, ms));
    checks.push(
      reference(
        `${route.pattern} rendered anew p50 / p99`,
        `${ms(percentile(anew.times, 50))} / ${ms(percentile(anew.times, 99))}`,
      ),
    );
  }
  const memory = await residentMemory(stack.renderUrl);
  checks.push(reference('renderer resident memory after the run', `${(memory / 2 ** 20).toFixed(0)} MB`));
  return [{ title: `Server render, ${REQUESTS} requests per page, 10 concurrent`, checks }];
};
