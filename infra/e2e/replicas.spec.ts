import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startEphemeralStack, REPLICATED_SERVICES, type EphemeralStack } from '../dev/ephemeral';
import { signatureKey } from '../midtrans-sim/signature';
import { ACCOUNT_MESSAGES } from '@yayasan/service-account/messages';
import { DEMO_ADMIN, storeSession, type SessionUser } from './helpers';

/**
 * Two replicas each of account, blog and donation behind one gateway (its own stack, beside the suite's):
 * payments settled through both donation replicas at once count exactly once; the sign-in lockout and the
 * sign-in rate limit hold across account replicas; a notification posted to either blog replica reaches the
 * open page; and killing a replica of each loses no read the gateway can retry while pages keep being served.
 */
test.describe.configure({ mode: 'serial' });

let stack: EphemeralStack;

/**
 * The replica stack's own sign-in budget per address and minute: low enough to go over in a test, above
 * what the other tests here send from the test's own address (every request through the gateway).
 */
const AUTH_RATE_LIMIT_MAX = 30;
/** The account service's default number of failed sign-ins before the lockout (the stack does not change it). */
const FAILED_SIGNIN_MAX = 10;
const { tooManyFailures: TOO_MANY_FAILURES, tooManyRequests: TOO_MANY_REQUESTS } = ACCOUNT_MESSAGES;

test.beforeAll(async () => {
  // Seven services and a gateway start beside the suite's own stack and its other worker's tests.
  test.setTimeout(600_000);
  // The suite's global set-up has built the front end and compiled the services already.
  stack = await startEphemeralStack('replicas', { replicas: 2, build: false, authRateLimitMax: AUTH_RATE_LIMIT_MAX });
});
test.afterAll(async () => stack?.stop());
// A failed test prints what the stack's processes warned of: the stack's folder is gone once it stops.
test.afterEach(async () => {
  const { status, expectedStatus } = test.info();
  if (!stack || status === expectedStatus) return;
  const warnings = readFileSync(stack.logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":[456]\d|"statusCode":5\d\d/.test(line));
  console.error(`The replica stack's last warnings and errors:\n${warnings.slice(-30).join('\n')}`);
});

async function api<T = unknown>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${stack.baseURL}/api${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const data = (await res.json().catch(() => ({}))) as T;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(data)}`);
  return data;
}

/** One series summed over a replica's /metrics (the services serve it on their own port, not through the gateway). */
async function metric(replicaUrl: string, name: string, labels = ''): Promise<number> {
  const text = await (await fetch(`${replicaUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) && l.includes(labels))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

/**
 * A request straight to one replica, past the gateway. `forwardedFor` stands in for the gateway's
 * x-forwarded-for (the services trust it from the loopback address only).
 */
async function direct<T = unknown>(
  replicaUrl: string,
  path: string,
  init: { body?: unknown; token?: string; forwardedFor?: string } = {},
): Promise<{ status: number; data: T }> {
  const res = await fetch(`${replicaUrl}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.forwardedFor ? { 'x-forwarded-for': init.forwardedFor } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as T };
}

/** Status and body of a request through the gateway, whatever the status. */
async function viaGateway(path: string, body: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${stack.baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

const donationReplicas = () => stack.replicas.donation.map((r) => r.url);
const accountReplicas = () => stack.replicas.account.map((r) => r.url);
const blogReplicas = () => stack.replicas.blog.map((r) => r.url);
const signInRequests = (url: string) => metric(url, 'http_request_duration_seconds_count', 'route="/signin"');

test('payments settled concurrently through both donation replicas count exactly once', async () => {
  test.setTimeout(240_000);
  expect(donationReplicas()).toHaveLength(2);
  const admin = await api<{ access_token: string }>('/signin', { body: DEMO_ADMIN });
  const campaign = await api<{ donation_id: string }>('/donation', {
    token: admin.access_token,
    body: {
      title: `Donasi replika ${randomBytes(3).toString('hex')}`,
      description: 'Kampanye untuk uji replika',
      content: 'Isi kampanye uji replika.',
      thumbnail: `${stack.baseURL}/media/demo/photo-1.png`,
      target_amount: 10_000_000,
      expiry_time: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      updates: [],
    },
  });
  const email = `replika-${randomBytes(4).toString('hex')}@example.com`;
  const donor = await api<{ access_token: string; username: string }>('/signup', {
    body: { fullname: 'Donatur Replika', email, password: 'Rahasia123' },
  });
  const settledBefore = await Promise.all(donationReplicas().map((u) => metric(u, 'donations_settled_total')));

  const amounts = [10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 45_000];
  const orders = await Promise.all(
    amounts.map((amount) =>
      api<{ transaction_id: string; order_id: string }>(`/donation/${campaign.donation_id}/pay`, {
        token: donor.access_token,
        body: { amount, payment_method: 'bank_transfer', bank: 'bca' },
      }),
    ),
  );

  // Each order at once: the simulator pays it and notifies through the gateway, the same signed
  // notification arrives twice more, and the donor's status page asks Midtrans twice — every one of
  // them free to land on either replica.
  const serverKey = stack.env.MIDTRANS_SERVER_KEY;
  const notification = (order: { order_id: string; transaction_id: string }, amount: number) => {
    const gross = `${amount}.00`;
    return {
      order_id: order.order_id,
      transaction_id: order.transaction_id,
      transaction_status: 'settlement',
      transaction_time: '2025-05-06 07:08:09',
      settlement_time: '2025-05-06 07:09:10',
      status_code: '200',
      status_message: 'midtrans payment notification',
      gross_amount: gross,
      payment_type: 'bank_transfer',
      fraud_status: 'accept',
      currency: 'IDR',
      signature_key: signatureKey(order.order_id, '200', gross, serverKey),
    };
  };
  await Promise.all(
    orders.flatMap((order, i) => [
      fetch(`${stack.midtransUrl}/simulator/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: order.order_id }),
      }).then((res) => expect(res.status).toBe(200)),
      api('/midtrans/notification', { body: notification(order, amounts[i]) }),
      api('/midtrans/notification', { body: notification(order, amounts[i]) }),
      api(`/donation/status/${order.transaction_id}`, { token: donor.access_token }),
      api(`/donation/status/${order.transaction_id}`, { token: donor.access_token }),
    ]),
  );

  const total = amounts.reduce((a, b) => a + b, 0);
  const details = await api<{ total_collected: number }>(`/donation/${campaign.donation_id}/details`);
  expect(details.total_collected).toBe(total);
  const history = await api<{ total_amount: number; total_transactions: number }>(
    `/user/${donor.username}/transactions`,
    { token: donor.access_token },
  );
  expect(history.total_transactions).toBe(amounts.length);
  expect(history.total_amount).toBe(total);
  for (const order of orders) {
    expect(
      await api<{ payment_status: string }>(`/donation/status/${order.transaction_id}`, { token: donor.access_token }),
    ).toEqual({ payment_status: 'settlement' });
  }

  // Both replicas took part, and between them they counted every payment once.
  const settledAfter = await Promise.all(donationReplicas().map((u) => metric(u, 'donations_settled_total')));
  expect(settledAfter[0] - settledBefore[0] + settledAfter[1] - settledBefore[1]).toBe(amounts.length);
  for (const url of donationReplicas()) {
    expect(await metric(url, 'http_request_duration_seconds_count', 'route="/midtrans/notification"')).toBeGreaterThan(
      0,
    );
  }
});

test('the failed sign-in lockout holds across account replicas', async () => {
  expect(accountReplicas()).toHaveLength(2);
  const email = `kunci-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Rahasia123';
  await api('/signup', { body: { fullname: 'Pengguna Terkunci', email, password } });
  const before = await Promise.all(accountReplicas().map(signInRequests));

  // Every failure through the gateway, which spreads them over both replicas.
  for (let i = 0; i < FAILED_SIGNIN_MAX; i++) {
    const res = await viaGateway('/signin', { email, password: 'Salah12345' });
    expect(res.status).toBe(401);
  }
  const after = await Promise.all(accountReplicas().map(signInRequests));
  expect(after[0] - before[0]).toBeGreaterThan(0);
  expect(after[1] - before[1]).toBeGreaterThan(0);
  expect(after[0] - before[0] + after[1] - before[1]).toBe(FAILED_SIGNIN_MAX);

  // The right password is now refused by each replica, though neither saw all the failures.
  for (const url of accountReplicas()) {
    const res = await direct(url, '/signin', { body: { email, password } });
    expect(res.status).toBe(429);
    expect(JSON.stringify(res.data)).toContain(TOO_MANY_FAILURES);
  }
  const res = await viaGateway('/signin', { email, password });
  expect(res.status).toBe(429);
  expect(res.text).toContain(TOO_MANY_FAILURES);
});

test('the sign-in rate limit holds across account replicas', async () => {
  // An address of its own (as the gateway would forward it), so no other test's requests count here.
  const address = `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;
  const [first, second] = accountReplicas();
  // The budget split evenly: each replica alone serves half of it, far from refusing.
  for (let i = 0; i < AUTH_RATE_LIMIT_MAX; i++) {
    const res = await direct(i % 2 === 0 ? first : second, '/signin', {
      body: { email: `batas-${i}@example.com`, password: 'Salah12345' },
      forwardedFor: address,
    });
    expect(res.status).toBe(401);
  }
  for (const url of [first, second]) {
    const res = await direct(url, '/signin', {
      body: { email: 'batas-lagi@example.com', password: 'Salah12345' },
      forwardedFor: address,
    });
    expect(res.status).toBe(429);
    expect(JSON.stringify(res.data)).toContain(TOO_MANY_REQUESTS);
  }
  // Another address is still served: the budget is per address, not for everyone.
  const other = await direct(first, '/signin', {
    body: { email: 'batas-lain@example.com', password: 'Salah12345' },
    forwardedFor: `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`,
  });
  expect(other.status).toBe(401);
});

test('a notification posted to either blog replica lights the bell of a page open through the gateway', async ({
  page,
}) => {
  expect(blogReplicas()).toHaveLength(2);
  const email = `lonceng-${randomBytes(4).toString('hex')}@example.com`;
  const reader = await api<SessionUser>('/signup', {
    body: { fullname: 'Pembaca Replika', email, password: 'Rahasia123' },
  });
  const admin = await api<{ access_token: string }>('/signin', { body: DEMO_ADMIN });
  const { blogs } = await api<{ blogs: { _id: number }[] }>('/latest-blogs', { body: { page: 1 } });
  const comment = await api<{ _id: number }>('/add-comment', {
    body: { _id: blogs[0]._id, comment: 'Semoga berkah' },
    token: reader.access_token,
  });

  // The page's live stream lands on one blog replica, whichever the gateway picks.
  await page.setViewportSize({ width: 1300, height: 900 });
  await storeSession(page, reader, stack.baseURL);
  await page.goto(`${stack.baseURL}/`);
  await expect(page.getByRole('link', { name: 'Notifikasi' }).first()).toBeVisible();
  const dot = page.getByTestId('notification-dot');
  await expect(dot).toHaveCount(0);

  // A reply posted to each replica in turn: one of them is not the stream's, and its event must arrive too.
  for (const url of blogReplicas()) {
    const reply = await direct(url, '/add-comment', {
      body: { _id: blogs[0]._id, comment: 'Aamiin, terima kasih', replying_to: comment._id },
      token: admin.access_token,
    });
    expect(reply.status).toBe(200);
    // Well inside the minute between polls: only the live stream can have brought it.
    await expect(dot).toBeVisible({ timeout: 30_000 });
    // Reading the notifications on the same replica marks them seen, and the open page puts its bell out.
    const read = await direct(url, '/notifications', { body: { page: 1 }, token: reader.access_token });
    expect(read.status).toBe(200);
    await expect(dot).toHaveCount(0, { timeout: 30_000 });
  }
});

test('killing one replica of each service loses no read and the site keeps working', async ({ page }) => {
  test.setTimeout(240_000);
  const campaigns = await api<{ donations: { donation_id: string }[] }>('/get-donation?page=1&limit=5');
  const campaignId = campaigns.donations[0].donation_id;
  // Idempotent reads of every replicated service, including a signed-in one.
  const admin = await api<{ access_token: string; username: string }>('/signin', { body: DEMO_ADMIN });
  const reads = [
    () => api('/get-donation?page=1&limit=5'),
    () => api(`/donation/${campaignId}/details`),
    () => api('/published-blogs'),
    () => api('/email-preferences', { token: admin.access_token }),
    () => api(`/user/${admin.username}/transactions`, { token: admin.access_token }),
  ];

  const failures: string[] = [];
  let done = 0;
  const worker = async (rounds: number) => {
    for (let i = 0; i < rounds; i++) {
      for (const read of reads) {
        await read().catch((err: Error) => failures.push(err.message));
        done += 1;
      }
    }
  };
  const running = Promise.all([worker(30), worker(30), worker(30)]);
  // Mid-run: one replica of each replicated service dies without a goodbye.
  await expect.poll(() => done, { timeout: 120_000 }).toBeGreaterThan(60);
  const killed = REPLICATED_SERVICES.map((s) => stack.replicas[s][1]);
  await Promise.all(
    killed.map(
      (r) =>
        new Promise<void>((resolve) => {
          r.process.child.once('exit', () => resolve());
          r.process.child.kill('SIGKILL');
        }),
    ),
  );
  const doneAtKill = done;
  await running;
  expect(done).toBeGreaterThan(doneAtKill);
  expect(failures).toEqual([]);

  // Pages are still composed with their data and the browser app still reads through the gateway.
  for (const r of killed) await expect(fetch(`${r.url}/readyz`)).rejects.toThrow();
  await page.goto(`${stack.baseURL}/donation`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${stack.baseURL}/donation/detail/${campaignId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${stack.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await fetch(`${stack.baseURL}/readyz`)).status).toBe(200);
});
