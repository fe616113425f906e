import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '@yayasan/service-kit/html';
import type { CardTokens } from './card-tokens';
import type { SimulatorEngine } from './engine';
import { orderOfPage, orderPageNotFound, type OrderPageParams } from './order-pages';
import { midtransError } from './errors';
import { deny, settle, type Order } from './orders';
import { rupiah } from './page';

type PageParams = OrderPageParams;

const STATUS_TEXT: Partial<Record<Order['status'], string>> = {
  pending: 'Menunggu verifikasi',
  capture: 'Pembayaran disetujui',
  deny: 'Pembayaran ditolak',
  expire: 'Transaksi kedaluwarsa',
  cancel: 'Transaksi dibatalkan',
};

/** The issuer's 3-D Secure page as the simulator draws it: the tester approves or refuses the payment. */
function renderPage(order: Order): string {
  const id = escapeHtml(order.transactionId);
  const choices =
    order.status === 'pending'
      ? `<form method="post" action="/simulator/3ds/${id}/approve"><button type="submit" class="approve">Setujui (OTP benar)</button></form>` +
        `<form method="post" action="/simulator/3ds/${id}/deny"><button type="submit" class="deny">Tolak</button></form>`
      : '';
  const back = order.callbackUrl ? `<p><a href="${escapeHtml(order.callbackUrl)}">Kembali ke merchant</a></p>` : '';
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure (simulator)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2937;max-width:28rem}
h1{font-size:1.3rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.25rem}
dt{color:#4b5563}dd{margin:0;font-weight:600;word-break:break-all}
form{margin:0 0 .75rem}
button{width:100%;padding:.8rem;border-radius:8px;border:0;font-size:1rem;cursor:pointer;color:#fff}
button.approve{background:#047857}button.deny{background:#b91c1c}
</style>
</head>
<body>
<h1>Verifikasi 3-D Secure (simulator)</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(order.merchantId)}</dd>
<dt>Order ID</dt><dd>${escapeHtml(order.orderId)}</dd>
<dt>Kartu</dt><dd>${escapeHtml(order.maskedCard ?? '')}</dd>
<dt>Jumlah</dt><dd>${escapeHtml(rupiah(order.grossAmount))}</dd>
<dt>Status</dt><dd role="status">${STATUS_TEXT[order.status] ?? escapeHtml(order.status)}</dd>
</dl>
${choices}
${back}
</body>
</html>`;
}

/**
 * Card payments: the token endpoint the browser calls with the client key (CORS open, as Midtrans's
 * is to the pages that use its library), and the 3-D Secure page a charge's redirect_url opens. Approving
 * captures the payment (its bank may still deny it), refusing denies it; the signed notification goes
 * out and the payer returns to the charge's credit_card.callback_url.
 */
export function registerCardPayments(app: FastifyInstance, engine: SimulatorEngine, tokens: CardTokens): void {
  app.options('/v2/token', async (_request, reply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET')
      .header('access-control-allow-headers', 'accept')
      .status(204)
      .send(),
  );
  app.get<{ Querystring: Record<string, unknown> }>('/v2/token', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const outcome = tokens.create(request.query, engine.now());
    if (!outcome.ok) {
      return reply
        .status(400)
        .send(midtransError(400, 'One or more parameters in the payload is invalid.', outcome.messages));
    }
    return {
      status_code: '200',
      status_message: 'OK, success request new token',
      validation_messages: ['OK, success request new token'],
      token_id: outcome.tokenId,
      hash: outcome.maskedCard,
    };
  });

  const find = orderOfPage(engine, ['credit_card']);
  const notFound = orderPageNotFound;

  app.get<PageParams>('/simulator/3ds/:transactionId', async (request, reply) => {
    const order = find(request);
    if (!order) return notFound(reply);
    return reply.type('text/html; charset=utf-8').send(renderPage(order));
  });

  const answer = (approve: boolean) => async (request: FastifyRequest<PageParams>, reply: FastifyReply) => {
    const order = find(request);
    if (!order) return notFound(reply);
    const changed = approve ? settle(order, engine.now()) : deny(order);
    if (changed) await engine.notify(order);
    if (changed && order.callbackUrl) return reply.redirect(order.callbackUrl, 303);
    return reply.type('text/html; charset=utf-8').send(renderPage(order));
  };
  app.post<PageParams>('/simulator/3ds/:transactionId/approve', answer(true));
  app.post<PageParams>('/simulator/3ds/:transactionId/deny', answer(false));
}
