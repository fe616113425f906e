import { ms, reference, type Check } from './budgets';
import type { BenchModule } from './context';

const REQUESTS = 1000;
const CONCURRENCY = 10;
const WARM_UP = 50;
const ROUNDS = 4;
/** The budget: the gateway adds at most a fifth to a direct call (p50). */
export const GATEWAY_OVER_DIRECT_P50 = 1.2;

interface Load {
  p50: number;
  p99: number;
  perSecond: number;
  errors: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `total` calls, `CONCURRENCY` at a time: each call's time and the whole run's. */
export async function burst(url: string, init: RequestInit, total: number) {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      const t = performance.now();
      const res = await fetch(url, init).catch(() => null);
      await res?.arrayBuffer();
      if (!res?.ok) errors++;
      times.push(performance.now() - t);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { times, errors, elapsed: performance.now() - started };
}

/**
 * The two ways of calling, `REQUESTS` calls each after a warm-up, taken in alternating rounds so
 * that a busy moment on the machine weighs on both alike.
 */
async function compare(urls: { direct: string; gateway: string }, init: RequestInit) {
  const totals = {
    direct: { times: [] as number[], errors: 0, elapsed: 0 },
    gateway: { times: [] as number[], errors: 0, elapsed: 0 },
  };
  for (const way of ['direct', 'gateway'] as const) await burst(urls[way], init, WARM_UP);
  for (let round = 0; round < ROUNDS; round++) {
    for (const way of ['direct', 'gateway'] as const) {
      const { times, errors, elapsed } = await burst(urls[way], init, REQUESTS / ROUNDS);
      totals[way].times.push(...times);
      totals[way].errors += errors;
      totals[way].elapsed += elapsed;
    }
  }
  const summary = ({ times, errors, elapsed }: { times: number[]; errors: number; elapsed: number }): Load => {
    times.sort((a, b) => a - b);
    return {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      perSecond: (times.length / elapsed) * 1000,
      errors,
    };
  };
  return { direct: summary(totals.direct), gateway: summary(totals.gateway) };
}

const describe = (l: Load) =>
  `p50 ${ms(l.p50)}, p99 ${ms(l.p99)}, ${l.perSecond.toFixed(0)} req/s${l.errors ? `, ${l.errors} errors` : ''}`;

/**
 * get-blog and the campaign list through the gateway and from the service directly, in one run, so
 * the gateway's overhead is a printed ratio.
 */
export const apiThroughGateway: BenchModule = async ({ stack, params }) => {
  const calls = [
    {
      name: 'POST /get-blog',
      gateway: `${stack.baseURL}/api/get-blog`,
      direct: `${stack.serviceUrls.blog}/get-blog`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ blog_id: params.blog_id }),
      },
    },
    {
      name: 'GET /get-donation',
      gateway: `${stack.baseURL}/api/get-donation?page=1&limit=9&draft=false`,
      direct: `${stack.serviceUrls.donation}/get-donation?page=1&limit=9&draft=false`,
      init: {},
    },
  ];
  const checks: Check[] = [];
  for (const call of calls) {
    const { direct, gateway } = await compare(call, call.init);
    checks.push(
      reference(`${call.name} service directly`, describe(direct)),
      reference(`${call.name} through the gateway`, describe(gateway)),
      {
        name: `${call.name} gateway ÷ direct`,
        budget: `p50 ≤ ×${GATEWAY_OVER_DIRECT_P50}`,
        figure: `p50 ×${(gateway.p50 / direct.p50).toFixed(2)}, p99 ×${(gateway.p99 / direct.p99).toFixed(2)}, req/s ×${(gateway.perSecond / direct.perSecond).toFixed(2)}`,
        pass: gateway.p50 / direct.p50 <= GATEWAY_OVER_DIRECT_P50,
      },
    );
  }
  return [{ title: `API, ${REQUESTS} requests, ${CONCURRENCY} concurrent`, checks }];
};
