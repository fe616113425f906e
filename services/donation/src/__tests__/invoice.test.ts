import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'puppeteer';
import { resolvePaymentsOptions } from '../config';
import { InvoiceRenderer, InvoiceSigner, LINK_INVALID, PDF_UNAVAILABLE, RENDER_TIMEOUT_MS } from '../domain/invoice';
import { NOT_YOUR_TRANSACTION } from '../domain/payments';
import { NOT_PAID } from '../routes/invoice';
import {
  ADMIN,
  authFor,
  DONOR,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  OTHER,
  signedNotification,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

const run = promisify(execFile);
const SECRET = 'integration-invoice-secret';

/** The PDF's text: pdftotext (poppler) when present, else the pdf-parse package. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
  try {
    const file = join(dir, 'receipt.pdf');
    writeFileSync(file, pdf);
    try {
      const { stdout } = await run('pdftotext', ['-layout', file, '-']);
      return stdout;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      const parse = require('pdf-parse') as (b: Buffer) => Promise<{ text: string }>;
      return (await parse(pdf)).text;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let env: PayEnv;
let donorAuth: { authorization: string };
let paid: { order_id: string; transaction_id: string; gross_amount: string };
let pending: { order_id: string; transaction_id: string; gross_amount: string };

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  donorAuth = await authFor(env.svc, DONOR);
  const c = await insertCampaign(env.svc, { title: 'Renovasi Asrama Putri' });
  paid = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 125_000 });
  pending = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 10_000 });
  await env.svc.app.inject({
    method: 'POST',
    url: '/midtrans/notification',
    payload: signedNotification({ ...paid, transaction_status: 'settlement', settlement_time: '2025-02-14 09:08:07' }),
  });
});
afterAll(() => env.close());

const generate = (body: Record<string, unknown>, headers: Record<string, string>) =>
  env.svc.app.inject({ method: 'POST', url: '/generate-invoice', headers, payload: body });

/** The service-relative path of a link the service handed out (`http://site.test/api/...`). */
const servicePath = (url: string) => url.replace(/^http:\/\/site\.test\/api/, '');

describe('receipts', () => {
  it('gives the donor a signed link whose PDF shows the database figures, not the client-sent ones', async () => {
    const res = await generate(
      {
        trx_id: paid.transaction_id,
        donation_amount: 1,
        donation_name: 'Palsu',
        donation_method: 'tunai',
        donation_datetime: 'kemarin',
      },
      donorAuth,
    );
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(
      new RegExp(`^http://site\\.test/api/invoice/${paid.transaction_id}\\.pdf\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );

    // No token: the link alone opens it in a new tab.
    const pdf = await env.svc.app.inject({ method: 'GET', url: servicePath(url) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(pdf.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Transaksi Berhasil');
    expect(text).toContain(paid.transaction_id);
    expect(text).toContain('14/02/2025 09:08:07');
    expect(text).toContain('Renovasi Asrama Putri');
    expect(text).toContain('BCA');
    expect(text).toContain('Rp 125.000');
    expect(text).toContain('Rp 0');
    expect(text).toContain('Alhamdulillah, Terima Kasih Telah Berdonasi');
    expect(text).not.toContain('Palsu');
    expect(text).not.toContain('TUNAI');
  }, 60_000);

  it("refuses someone else's receipt; an admin may get it", async () => {
    const other = await generate({ trx_id: paid.transaction_id }, await authFor(env.svc, OTHER));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: NOT_YOUR_TRANSACTION });
    expect((await generate({ trx_id: paid.transaction_id }, {})).statusCode).toBe(401);
    expect((await generate({ trx_id: paid.transaction_id }, await authFor(env.svc, ADMIN))).statusCode).toBe(200);
    expect((await generate({ trx_id: 'no-such-trx' }, donorAuth)).statusCode).toBe(404);
  });

  it('has no receipt for an unpaid transaction', async () => {
    const res = await generate({ trx_id: pending.transaction_id }, donorAuth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: NOT_PAID });
  });

  it('refuses a tampered, foreign or expired link', async () => {
    const { url } = (await generate({ trx_id: paid.transaction_id }, donorAuth)).json();
    const path = servicePath(url);
    const tampered = path.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await env.svc.app.inject({ method: 'GET', url: tampered })).json()).toEqual({ error: LINK_INVALID });
    // The link of one transaction does not open another.
    const swapped = path.replace(paid.transaction_id, pending.transaction_id);
    expect((await env.svc.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(403);
    expect((await env.svc.app.inject({ method: 'GET', url: `/invoice/${paid.transaction_id}.pdf` })).statusCode).toBe(
      403,
    );
    const old = new InvoiceSigner(SECRET, 300).sign(paid.transaction_id, Date.now() - 3600_000);
    const expired = await env.svc.app.inject({
      method: 'GET',
      url: `/invoice/${paid.transaction_id}.pdf?expires=${old.expires}&signature=${old.signature}`,
    });
    expect(expired.statusCode).toBe(403);
  });
});

describe('receipts when Chromium dies', () => {
  it('fail fast with the PDF-unavailable 503 while it dies, and the next receipt starts it again', async () => {
    const { url } = (await generate({ trx_id: paid.transaction_id }, donorAuth)).json();
    const open = () => env.svc.app.inject({ method: 'GET', url: servicePath(url) });
    // The running browser, as the renderer hands it to a render.
    const getBrowser = jest.spyOn(
      InvoiceRenderer.prototype as unknown as { getBrowser: () => Promise<Browser> },
      'getBrowser',
    );
    expect((await open()).statusCode).toBe(200);
    const browser = await (getBrowser.mock.results[0].value as Promise<Browser>);
    getBrowser.mockRestore();
    const pageOpened = new Promise((resolve) => browser.once('targetcreated', resolve));
    const started = Date.now();
    const dying = open();
    await pageOpened;
    browser.process()!.kill('SIGKILL');
    const res = await dying;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: PDF_UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(RENDER_TIMEOUT_MS);

    const next = await open();
    expect(next.statusCode).toBe(200);
    expect(next.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});

describe('a donation service killed outright', () => {
  /** The processes `parent` started (as /proc tells), and whether a process still runs (a zombie does not). */
  const childrenOf = (parent: number) =>
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => statOf(Number(pid))?.ppid === parent)
      .map(Number);
  const statOf = (pid: number) => {
    try {
      // "pid (name) state ppid …": the name may hold spaces, so the fields are read after its last ")".
      const [state, ppid] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return { state, ppid: Number(ppid) };
    } catch {
      return null;
    }
  };
  const running = (pid: number) => (statOf(pid)?.state ?? 'Z') !== 'Z';

  it('leaves no Chromium running behind it', async () => {
    const service = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'render-and-wait.ts'), resolvePaymentsOptions().chromiumPath],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => service.once('exit', resolve));
    let browsers: number[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        service.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('rendered') && resolve());
        service.once('exit', (code) => reject(new Error(`the renderer's process ended first (${code})`)));
      });
      browsers = childrenOf(service.pid!);
      expect(browsers.length).toBeGreaterThan(0);
      service.kill('SIGKILL');
      await exited;
      // Chromium notices the closed pipe at once; a minute is far beyond that on a busy machine.
      const deadline = Date.now() + 60_000;
      while (browsers.some(running) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(browsers.filter(running)).toEqual([]);
    } finally {
      service.kill('SIGKILL');
      for (const pid of browsers.filter(running)) process.kill(pid, 'SIGKILL');
    }
  }, 120_000);
});

describe('receipts without Chromium', () => {
  let bare: PayEnv;
  beforeAll(async () => {
    bare = await startPayEnv({ payments: { chromiumPath: '/nonexistent/chromium' } });
    await insertUsers(bare.svc);
  });
  afterAll(() => bare.close());

  it('answers a clear 503', async () => {
    const c = await insertCampaign(bare.svc);
    const t = await insertPendingTransaction(bare.svc, { donation_pk: c.pk, amount: 20_000 });
    await bare.svc.app.inject({ method: 'POST', url: '/midtrans/notification', payload: signedNotification({ ...t }) });
    const { url } = (
      await bare.svc.app.inject({
        method: 'POST',
        url: '/generate-invoice',
        headers: await authFor(bare.svc, DONOR),
        payload: { trx_id: t.transaction_id },
      })
    ).json();
    const res = await bare.svc.app.inject({ method: 'GET', url: servicePath(url) });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: PDF_UNAVAILABLE });
  });
});
