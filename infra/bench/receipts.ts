import { percentile } from './api';
import { ms, reference } from './budgets';
import type { BenchModule } from './context';

/** Receipt PDF rendering, warm (the first render starts Chromium and is left out). */
export const receipts: BenchModule = async ({ stack }) => {
  const title = 'Receipt PDF (reference)';
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${stack.baseURL}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { ok: res.ok, data: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  };
  const signin = await post('/signin', { email: 'budi@yayasan.test', password: 'Budi12345' });
  const token = typeof signin.data.access_token === 'string' ? signin.data.access_token : undefined;
  if (!token) return [{ title, checks: [reference('receipt', 'skipped: demo sign-in failed')] }];
  const history = await fetch(`${stack.baseURL}/api/user/${signin.data.username}/transactions?page=1&limit=99999`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => (r.ok ? r.json() : null));
  const firstTrx: unknown = history?.transactions?.[0]?.donors?.[0]?.transaction_id;
  const trx = typeof firstTrx === 'string' ? firstTrx : undefined;
  if (!trx) return [{ title, checks: [reference('receipt', 'skipped: no demo donation found')] }];
  const times: number[] = [];
  for (let i = 0; i < 11; i++) {
    const link = await post('/generate-invoice', { trx_id: trx }, token);
    const t = performance.now();
    const pdf = await fetch(String(link.data.url));
    await pdf.arrayBuffer();
    if (!pdf.ok) return [{ title, checks: [reference('receipt', `failed (${pdf.status})`)] }];
    if (i > 0) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return [
    {
      title,
      checks: [
        reference(
          `warm render, ${times.length} renders`,
          `median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
        ),
      ],
    },
  ];
};
