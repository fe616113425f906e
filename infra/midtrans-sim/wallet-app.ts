import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '@yayasan/service-kit/html';
import type { SimulatorEngine } from './engine';
import { orderOfPage, orderPageNotFound, type OrderPageParams } from './order-pages';
import { settle, type Order } from './orders';
import { rupiah, WALLET_NAMES } from './page';

type AppParams = OrderPageParams;

const STATUS_TEXT: Record<Order['status'], string> = {
  pending: 'Menunggu pembayaran',
  settlement: 'Pembayaran berhasil',
  capture: 'Pembayaran berhasil',
  deny: 'Pembayaran ditolak',
  expire: 'Transaksi kedaluwarsa',
  cancel: 'Transaksi dibatalkan',
};

function walletName(order: Order): string {
  return order.paymentType === 'shopeepay' ? WALLET_NAMES.shopeepay : WALLET_NAMES.gopay;
}

/** The wallet app's payment sheet as a page: what a deeplink opens on a phone. */
function renderApp(order: Order): string {
  const name = walletName(order);
  const pay =
    order.status === 'pending'
      ? `<form method="post" action="/simulator/app/${escapeHtml(order.transactionId)}/pay">` +
        `<button type="submit" class="pay">Bayar ${escapeHtml(rupiah(order.grossAmount))}</button></form>`
      : '';
  const back = order.callbackUrl ? `<p><a href="${escapeHtml(order.callbackUrl)}">Kembali ke merchant</a></p>` : '';
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} (simulator)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2937;max-width:28rem}
h1{font-size:1.3rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.25rem}
dt{color:#4b5563}dd{margin:0;font-weight:600;word-break:break-all}
button{width:100%;padding:.8rem;border-radius:8px;border:0;background:#047857;color:#fff;font-size:1rem;cursor:pointer}
</style>
</head>
<body>
<h1>Aplikasi ${escapeHtml(name)} (simulator)</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(order.merchantId)}</dd>
<dt>Order ID</dt><dd>${escapeHtml(order.orderId)}</dd>
<dt>Jumlah</dt><dd>${escapeHtml(rupiah(order.grossAmount))}</dd>
<dt>Status</dt><dd role="status">${STATUS_TEXT[order.status]}</dd>
</dl>
${pay}
${back}
</body>
</html>`;
}

/**
 * The deeplink of a GoPay or ShopeePay charge ('deeplink-redirect') opens this stand-in for the wallet
 * app: the tester pays there, the signed notification goes out, and the payer is sent back to the
 * charge's callback_url as the real app does.
 */
export function registerWalletApp(app: FastifyInstance, engine: SimulatorEngine): void {
  const find = orderOfPage(engine, ['gopay', 'shopeepay']);
  const notFound = orderPageNotFound;

  app.get<AppParams>('/simulator/app/:transactionId', async (request, reply) => {
    const order = find(request);
    if (!order) return notFound(reply);
    return reply.type('text/html; charset=utf-8').send(renderApp(order));
  });

  app.post<AppParams>('/simulator/app/:transactionId/pay', async (request, reply) => {
    const order = find(request);
    if (!order) return notFound(reply);
    if (settle(order, engine.now())) await engine.notify(order);
    if (order.status === 'settlement' && order.callbackUrl) return reply.redirect(order.callbackUrl, 303);
    return reply.type('text/html; charset=utf-8').send(renderApp(order));
  });
}
