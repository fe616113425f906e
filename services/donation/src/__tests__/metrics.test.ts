import {
  authFor,
  DONOR,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  postNotification,
  signedNotification,
  startPayEnv,
  totalCollected,
  type PayEnv,
} from './pay-fixtures';

let env: PayEnv;

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
});
afterAll(() => env.close());

/** One series' value from the Prometheus text (0 when the series has not been written yet). */
async function metric(name: string, labels = ''): Promise<number> {
  const res = await env.svc.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  const line = res.body.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('donation metrics', () => {
  it('count a settlement and its rupiah once, however often it is notified', async () => {
    const [settledBefore, rupiahBefore] = [
      await metric('donations_settled_total'),
      await metric('donations_settled_rupiah_total'),
    ];
    const c = await insertCampaign(env.svc);
    const t = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 80_000 });
    const body = signedNotification({ ...t, transaction_status: 'settlement' });
    for (let i = 0; i < 3; i++) expect((await postNotification(env.svc, body)).statusCode).toBe(200);
    expect(await totalCollected(env.svc, c.pk)).toBe(80_000);
    expect(await metric('donations_settled_total')).toBe(settledBefore + 1);
    expect(await metric('donations_settled_rupiah_total')).toBe(rupiahBefore + 80_000);

    // A pending or expired order adds nothing.
    const unpaid = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 5_000 });
    await postNotification(env.svc, signedNotification({ ...unpaid, transaction_status: 'expire' }));
    expect(await metric('donations_settled_total')).toBe(settledBefore + 1);
  });

  it('count receipt renders and time them', async () => {
    const c = await insertCampaign(env.svc);
    const t = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 20_000 });
    await postNotification(env.svc, signedNotification({ ...t, transaction_status: 'settlement' }));
    const before = await metric('receipt_render_duration_seconds_count');
    const link = await env.svc.app.inject({
      method: 'POST',
      url: '/generate-invoice',
      headers: await authFor(env.svc, DONOR),
      payload: { trx_id: t.transaction_id },
    });
    expect(link.statusCode).toBe(200);
    const pdf = await env.svc.app.inject({ method: 'GET', url: link.json().url.replace(/^https?:\/\/[^/]+\/api/, '') });
    expect(pdf.statusCode).toBe(200);
    expect(await metric('receipt_renders_total', 'outcome="ok"')).toBeGreaterThanOrEqual(1);
    // The receipt mail may render one too, at its own pace.
    expect(await metric('receipt_render_duration_seconds_count')).toBeGreaterThanOrEqual(before + 1);
    // The process's own figures are there too: event-loop lag and the database pool.
    expect(await metric('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect((await env.svc.app.inject({ method: 'GET', url: '/metrics' })).body).toContain(
      'db_pool_connections{state="used"',
    );
  }, 60_000);
});
