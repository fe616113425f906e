import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '@yayasan/service-kit/html';
import { isAuthorized } from './auth';
import { publicBaseUrl } from './core-api';
import type { SimulatorEngine } from './engine';
import { MESSAGES, midtransError } from './errors';
import type { LinkedAccount } from './linked-accounts';

type Json = Record<string, unknown>;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;

const ACCOUNT_NOT_FOUND = "Account doesn't exist.";

/** Where the account holder approves the link (the GoPay app's consent page, as the simulator draws it). */
const activationUrl = (publicUrl: string, accountId: string) => `${publicUrl}/simulator/gopay-link/${accountId}`;

function linkBody(account: LinkedAccount, publicUrl: string, statusCode: string): Json {
  const body: Json = {
    status_code: statusCode,
    payment_type: 'gopay',
    account_id: account.accountId,
    account_status: account.status,
  };
  if (account.status === 'PENDING') {
    const url = activationUrl(publicUrl, account.accountId);
    body.actions = [
      { name: 'activation-deeplink', method: 'GET', url },
      { name: 'activation-link-url', method: 'GET', url },
      { name: 'activation-link-app', method: 'GET', url },
    ];
    body.metadata = { reference_id: account.referenceId };
  }
  if (account.status === 'ENABLED' && account.walletToken) {
    body.metadata = {
      payment_options: [
        {
          name: 'GOPAY_WALLET',
          active: true,
          balance: { value: '8000000.00', currency: 'IDR' },
          metadata: {},
          token: account.walletToken,
        },
      ],
    };
  }
  return body;
}

function checkLink(body: unknown): { errors: string[]; phone: string; country: string; redirectUrl?: string } {
  const errors: string[] = [];
  if (field(body, 'payment_type') !== 'gopay') errors.push('payment_type must be gopay');
  const partner = field(body, 'gopay_partner');
  const phone = String(field(partner, 'phone_number') ?? '').trim();
  const country = String(field(partner, 'country_code') ?? '').trim();
  const redirect = field(partner, 'redirect_url');
  if (!/^\d{6,15}$/.test(phone)) errors.push('gopay_partner.phone_number must be 6 to 15 digits');
  if (!/^\d{1,3}$/.test(country)) errors.push('gopay_partner.country_code must be 1 to 3 digits');
  if (redirect !== undefined && (typeof redirect !== 'string' || !/^https?:\/\//i.test(redirect))) {
    errors.push('gopay_partner.redirect_url must be an http(s) URL');
  }
  return { errors, phone, country, redirectUrl: typeof redirect === 'string' ? redirect : undefined };
}

function renderConsent(account: LinkedAccount): string {
  const id = escapeHtml(account.accountId);
  const choice =
    account.status === 'PENDING'
      ? `<form method="post" action="/simulator/gopay-link/${id}/approve"><button type="submit">Hubungkan</button></form>`
      : `<p role="status">Akun ${account.status === 'ENABLED' ? 'sudah terhubung' : escapeHtml(account.status)}.</p>`;
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hubungkan GoPay (simulator)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2937;max-width:28rem}
h1{font-size:1.3rem;margin:0 0 1rem}
button{width:100%;padding:.8rem;border-radius:8px;border:0;background:#047857;color:#fff;font-size:1rem;cursor:pointer}
</style>
</head>
<body>
<h1>Hubungkan akun GoPay (simulator)</h1>
<p>Nomor: +${escapeHtml(account.countryCode)} ${escapeHtml(account.phoneNumber)}</p>
${choice}
</body>
</html>`;
}

/**
 * GoPay tokenization: POST /v2/pay/account asks to link a GoPay account (PENDING, with activation
 * links); the account holder approves on the simulator's consent page and is sent to redirect_url;
 * GET /v2/pay/account/:id then answers ENABLED with the GOPAY_WALLET token subscriptions charge.
 */
export function registerAccountLinking(app: FastifyInstance, engine: SimulatorEngine, publicUrl?: string): void {
  app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      if (!isAuthorized(request.headers.authorization, engine.serverKey)) {
        return reply.status(401).send(midtransError(401, MESSAGES.unauthorized));
      }
    });

    api.post('/v2/pay/account', async (request, reply) => {
      const { errors, phone, country, redirectUrl } = checkLink(request.body);
      if (errors.length > 0) return reply.status(400).send(midtransError(400, MESSAGES.invalidPayload, errors));
      const account: LinkedAccount = {
        accountId: randomUUID(),
        phoneNumber: phone,
        countryCode: country,
        redirectUrl,
        status: 'PENDING',
        referenceId: randomUUID(),
      };
      engine.accounts.add(account);
      return reply.status(201).send(linkBody(account, publicBaseUrl(request, publicUrl), '201'));
    });

    api.get<{ Params: { id: string } }>('/v2/pay/account/:id', async (request, reply) => {
      const account = engine.accounts.get(request.params.id);
      if (!account) return reply.status(404).send(midtransError(404, ACCOUNT_NOT_FOUND));
      return linkBody(account, publicBaseUrl(request, publicUrl), '200');
    });
  });

  type Params = { Params: { accountId: string } };
  const notFound = (reply: FastifyReply) =>
    reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><p>Akun tidak ditemukan.</p>');

  app.get<Params>('/simulator/gopay-link/:accountId', async (request, reply) => {
    const account = engine.accounts.get(request.params.accountId);
    if (!account) return notFound(reply);
    return reply.type('text/html; charset=utf-8').send(renderConsent(account));
  });

  app.post<Params>('/simulator/gopay-link/:accountId/approve', async (request, reply) => {
    const account = engine.accounts.get(request.params.accountId);
    if (!account) return notFound(reply);
    if (account.status === 'PENDING') {
      account.status = 'ENABLED';
      account.walletToken = randomBytes(24).toString('base64');
    }
    if (account.redirectUrl) return reply.redirect(account.redirectUrl, 303);
    return reply.type('text/html; charset=utf-8').send(renderConsent(account));
  });
}
