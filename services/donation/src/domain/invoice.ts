import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser, Page } from 'puppeteer';
import { escapeHtml, ExpiringLinkSigner, HttpError } from '@yayasan/service-kit';
import { formatHistoryDate, formatRp } from '@yayasan/format';
import { SITE } from '@yayasan/site-config';
import type { RenderObserver } from './payment-metrics';
import type { ReceiptData } from './payments';

export const PDF_UNAVAILABLE = 'Layanan PDF tidak tersedia saat ini';
export const LINK_INVALID = 'Tautan invoice tidak valid atau sudah kedaluwarsa';

/** Short-lived links to a receipt PDF: HMAC-SHA256 over the transaction id and the expiry. */
export class InvoiceSigner {
  private readonly links: ExpiringLinkSigner;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.links = new ExpiringLinkSigner(secret, 'hex');
  }

  sign(trxId: string, now = Date.now()): { expires: number; signature: string } {
    return this.links.sign(trxId, Math.floor(now / 1000) + this.ttlSeconds);
  }

  verify(trxId: string, expires: unknown, signature: unknown, now = Date.now()): boolean {
    return this.links.verify(trxId, expires, signature, now);
  }
}

/** The receipt as HTML: every figure comes from the database row behind `data`. */
export function receiptHtml(data: ReceiptData): string {
  const rows: [string, string][] = [
    // An offline gift has no gateway id: its order id stands for it.
    ['ID Transaksi', data.transaction_id || data.order_id],
    ['Tanggal Donasi', formatHistoryDate(data.donation_date)],
    ['Nama Donasi', data.title],
    ['Metode Pembayaran', data.payment_method.toUpperCase()],
    ['Nama Donatur', data.donor_name],
  ];
  // The public code anyone can check at /verifikasi, without the donor's name.
  if (data.receipt_code) rows.push(['Kode Verifikasi', data.receipt_code]);
  const amounts: [string, string][] = [
    ['Donasi', formatRp(data.donation_amount)],
    ['Biaya Layanan', formatRp(0)],
    ['Total', formatRp(data.donation_amount)],
  ];
  const table = (items: [string, string][]) =>
    items.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(data.transaction_id)}</title>
<style>
  body { font-family: 'DejaVu Sans', Arial, sans-serif; color: #1c1f24; margin: 40px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .org { color: #5f6670; margin: 0 0 24px; }
  .ok { color: #0f7a5c; font-size: 22px; font-weight: 700; margin: 16px 0; }
  table { width: 100%; border-collapse: collapse; margin: 12px 0 20px; }
  th { text-align: left; font-weight: 400; color: #5f6670; padding: 6px 0; width: 45%; }
  td { text-align: right; padding: 6px 0; }
  tr.total th, tr.total td { font-weight: 700; color: #1c1f24; border-top: 1px solid #e2e5ea; }
  .thanks { text-align: center; margin-top: 28px; font-size: 16px; }
  .verify { text-align: center; color: #5f6670; font-size: 12px; }
</style></head>
<body>
  <h1>Detail Riwayat Pembayaran Donasi</h1>
  <p class="org">${escapeHtml(SITE.name)}</p>
  <p class="ok">Transaksi Berhasil</p>
  <table>${table(rows)}</table>
  <table>${table(amounts.slice(0, 2))}<tr class="total"><th>${amounts[2][0]}</th><td>${escapeHtml(amounts[2][1])}</td></tr></table>
  <p class="thanks">Alhamdulillah, Terima Kasih Telah Berdonasi</p>${
    data.receipt_code
      ? `\n  <p class="verify">Periksa donasi ini di halaman Verifikasi Donasi ${escapeHtml(SITE.name)} dengan kode ${escapeHtml(data.receipt_code)}</p>`
      : ''
  }
</body></html>`;
}

const MAX_PARALLEL_RENDERS = 2;
/** A receipt renders in about a second; one that takes this long has a stuck browser (below the gateway's 30 s). */
export const RENDER_TIMEOUT_MS = 20_000;

/**
 * Renders HTML to PDF with one long-lived Chromium, started on first use. When it dies, the renders
 * in progress fail at once and the next render starts a new one.
 */
export class InvoiceRenderer {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly executablePath: string,
    private readonly log: FastifyBaseLogger,
    private readonly observe?: RenderObserver,
  ) {}

  private async launch(): Promise<Browser> {
    if (!existsSync(this.executablePath)) throw new HttpError(503, PDF_UNAVAILABLE);
    const puppeteer = (await import('puppeteer')).default;
    return puppeteer.launch({
      executablePath: this.executablePath,
      headless: true,
      // Over a pipe, not a port: Chromium ends when the pipe closes, so a service killed outright (a crash,
      // an orchestrator's SIGKILL) leaves no browser behind, where a port leaves one running for good.
      pipe: true,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--no-first-run'],
    });
  }

  private getBrowser(): Promise<Browser> {
    if (!this.browser) {
      const starting = this.launch();
      this.browser = starting;
      starting.then(
        (browser) =>
          browser.once('disconnected', () => {
            if (this.browser === starting) this.browser = null;
            this.log.warn('Chromium disconnected; the next receipt starts it again');
          }),
        (err) => {
          if (this.browser === starting) this.browser = null;
          this.log.error({ err }, 'Chromium could not be started');
        },
      );
    }
    return this.browser;
  }

  private async slot(): Promise<void> {
    if (this.active < MAX_PARALLEL_RENDERS) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  /** Any failure of the browser (crash, hang, failed start) is the PDF-unavailable 503. */
  async render(html: string): Promise<Buffer> {
    await this.slot();
    const started = performance.now();
    let ok = false;
    try {
      const pdf = await this.renderInTime(html);
      ok = true;
      return pdf;
    } catch (err) {
      if (err instanceof HttpError) throw err;
      this.log.error({ err }, 'Receipt could not be rendered');
      throw new HttpError(503, PDF_UNAVAILABLE);
    } finally {
      this.observe?.((performance.now() - started) / 1000, ok);
      this.release();
    }
  }

  private async renderInTime(html: string): Promise<Buffer> {
    let timer: NodeJS.Timeout | undefined;
    let browser: Browser | undefined;
    let page: Page | undefined;
    let onDisconnect: () => void = () => undefined;
    const failed = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Receipt not rendered within ${RENDER_TIMEOUT_MS} ms`)),
        RENDER_TIMEOUT_MS,
      );
      onDisconnect = () => reject(new Error('Chromium disconnected during a render'));
    });
    const work = async () => {
      browser = await this.getBrowser();
      browser.once('disconnected', onDisconnect);
      if (!browser.connected) onDisconnect();
      page = await browser.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      return Buffer.from(await page.pdf({ format: 'A5', printBackground: true }));
    };
    const working = work();
    try {
      return await Promise.race([working, failed]);
    } finally {
      clearTimeout(timer);
      // A render that lost the race may still open its page: close it whenever the work settles.
      void working
        .catch(() => undefined)
        .finally(() => {
          browser?.off('disconnected', onDisconnect);
          void page?.close().catch(() => undefined);
        });
    }
  }

  async close(): Promise<void> {
    const pending = this.browser;
    this.browser = null;
    if (pending) await pending.then((b) => b.close()).catch(() => undefined);
  }
}
