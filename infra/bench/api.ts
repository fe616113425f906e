import { fork, type ChildProcess } from 'node:child_process';
import { ms, reference, type Check } from './budgets';
import type { BenchModule } from './context';
import { recordOf } from '@yayasan/contracts';

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

const WAYS = ['direct', 'bare', 'gateway', 'compressed'] as const;
type Way = (typeof WAYS)[number];

/** What a browser asks for; the gateway compresses answers above its threshold, the services never do. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/**
 * The ways of calling, `REQUESTS` calls each after a warm-up, taken in alternating rounds so that a
 * busy moment on the machine weighs on all alike.
 */
async function compare(calls: Record<Way, { url: string; init: RequestInit }>): Promise<Record<Way, Load>> {
  const totals = recordOf(WAYS, () => ({ times: new Array<number>(), errors: 0, elapsed: 0 }));
  for (const way of WAYS) await burst(calls[way].url, calls[way].init, WARM_UP);
  for (let round = 0; round < ROUNDS; round++) {
    for (const way of WAYS) {
      const { times, errors, elapsed } = await burst(calls[way].url, calls[way].init, REQUESTS / ROUNDS);
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
  return recordOf(WAYS, (way) => summary(totals[way]));
}

/** A bare proxy (bare-proxy.ts) in a process of its own, in front of `upstream`. */
async function startBareProxy(upstream: string): Promise<{ url: string; process: ChildProcess }> {
  const child = fork(require.resolve('./bare-proxy'), { env: { ...process.env, UPSTREAM: upstream } });
  // A proxy that dies before it listens ends the bench with its exit code rather than a wait forever.
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { ready: number }) => resolve(message.ready));
    child.once('exit', (code) => reject(new Error(`The bare proxy stopped before listening (exit code ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

const describe = (l: Load) =>
  `p50 ${ms(l.p50)}, p99 ${ms(l.p99)}, ${l.perSecond.toFixed(0)} req/s${l.errors ? `, ${l.errors} errors` : ''}`;

const ratios = (a: Load, b: Load) =>
  `p50 ×${(a.p50 / b.p50).toFixed(2)}, p99 ×${(a.p99 / b.p99).toFixed(2)}, req/s ×${(a.perSecond / b.perSecond).toFixed(2)}`;

/** The same call asking for `encoding` (fetch asks for gzip and deflate unless told otherwise). */
const withEncoding = (init: RequestInit, encoding: string): RequestInit => ({
  ...init,
  headers: { ...Object.fromEntries(new Headers(init.headers)), 'accept-encoding': encoding },
});

/**
 * get-blog and the campaign list from the service directly, through a bare proxy and through the
 * gateway, in one run: the gateway's overhead is a printed ratio, next to the least any hop costs here.
 * The budgeted ways all get the same uncompressed answer, so the ratio is the hop's; the gateway's
 * compressed answer, as a browser gets it, is printed beside them (smaller, and paid for in CPU by the
 * gateway and by the client, which share this host).
 */
export const apiThroughGateway: BenchModule = async ({ stack, params }) => {
  const calls = [
    {
      name: 'POST /get-blog',
      service: stack.serviceUrls.blog,
      path: '/get-blog',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ blog_id: params.blog_id }),
      },
    },
    {
      name: 'GET /get-donation',
      service: stack.serviceUrls.donation,
      path: '/get-donation?page=1&limit=9&draft=false',
      init: {},
    },
  ];
  const checks: Check[] = [];
  for (const call of calls) {
    const proxy = await startBareProxy(call.service);
    try {
      const plain = withEncoding(call.init, 'identity');
      const { direct, bare, gateway, compressed } = await compare({
        direct: { url: `${call.service}${call.path}`, init: plain },
        bare: { url: `${proxy.url}${call.path}`, init: plain },
        gateway: { url: `${stack.baseURL}/api${call.path}`, init: plain },
        compressed: { url: `${stack.baseURL}/api${call.path}`, init: withEncoding(call.init, BROWSER_ENCODINGS) },
      });
      checks.push(
        reference(`${call.name} service directly`, describe(direct)),
        reference(`${call.name} through a bare proxy (the least a hop costs here)`, describe(bare)),
        reference(`${call.name} bare proxy ÷ direct`, ratios(bare, direct)),
        reference(`${call.name} through the gateway`, describe(gateway)),
        {
          name: `${call.name} gateway ÷ direct`,
          budget: `p50 ≤ ×${GATEWAY_OVER_DIRECT_P50}`,
          figure: ratios(gateway, direct),
          pass: gateway.p50 / direct.p50 <= GATEWAY_OVER_DIRECT_P50,
        },
        reference(`${call.name} through the gateway, compressed as a browser asks`, describe(compressed)),
        reference(`${call.name} gateway compressed ÷ direct`, ratios(compressed, direct)),
      );
    } finally {
      proxy.process.kill();
    }
  }
  return [{ title: `API, ${REQUESTS} requests, ${CONCURRENCY} concurrent`, checks }];
};
