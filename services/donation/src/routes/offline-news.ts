import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorAnswerSchema } from '@yayasan/contracts/schemas/common';
import {
  UnsubscribeBodySchema,
  UnsubscribePageSchema,
  UnsubscribeQuerySchema,
  UnsubscribeRefusedSchema,
} from '@yayasan/contracts/schemas/account';
import { escapeHtml } from '@yayasan/service-kit';
import { OFFLINE_NEWS_UNSUBSCRIBE_PATH, stopOfflineNews, verifyOfflineNewsToken } from '../domain/offline-donor-mail';

export const OFFLINE_NEWS_MESSAGES = {
  confirm: 'Berhenti menerima kabar program donasi lewat email?',
  done: 'Anda tidak akan lagi menerima kabar program donasi lewat email.',
  invalid: 'Tautan berhenti berlangganan tidak valid atau sudah kedaluwarsa',
} as const;

const TAGS = ['campaign news'];

/**
 * The small page of the link: plain HTML without scripts, so it works in any browser under the
 * gateway's content policy. Opening the link changes nothing (mail scanners open links); the button
 * POSTs to the same address, as a one-click client (RFC 8058) does.
 */
function page(message: string, token?: string): string {
  const form = token
    ? `<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}">` +
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
      '<button type="submit">Berhenti berlangganan</button></form>'
    : '';
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kabar program lewat email</title></head>
<body><main><h1>Kabar program lewat email</h1><p role="status">${escapeHtml(message)}</p>${form}</main></body></html>`;
}

/**
 * The unsubscribe link of the news mails to offline gifts' donors (who have no account, so no
 * settings page): signed with the services' unsubscribe secret, works signed out.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const secret = fastify.mailWorker.unsubscribeSecret;

  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const answer = (reply: FastifyReply, message: string, token?: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(message, token));
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    reply.code(400).header('cache-control', 'no-store');
    if (!request.headers.accept?.includes('text/html')) return reply.send({ error: OFFLINE_NEWS_MESSAGES.invalid });
    return answer(reply, OFFLINE_NEWS_MESSAGES.invalid);
  };
  const response = {
    200: UnsubscribePageSchema,
    400: UnsubscribeRefusedSchema,
    '4xx': UnsubscribeRefusedSchema,
    '5xx': ErrorAnswerSchema,
  };

  fastify.get(
    OFFLINE_NEWS_UNSUBSCRIBE_PATH,
    {
      schema: {
        summary: "The page of an offline gift donor's unsubscribe link (changes nothing by itself)",
        tags: TAGS,
        querystring: UnsubscribeQuerySchema,
        response,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (verifyOfflineNewsToken(secret, token) === null) return refuse(request, reply);
      return answer(reply, OFFLINE_NEWS_MESSAGES.confirm, token);
    },
  );

  fastify.post(
    OFFLINE_NEWS_UNSUBSCRIBE_PATH,
    {
      schema: {
        summary: "Stops campaign news to an offline gift donor's address (one click, RFC 8058; signed out)",
        description: 'Every offline gift recorded with that address stops taking news; receipts are not affected.',
        tags: TAGS,
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        consumes: ['application/x-www-form-urlencoded'],
        response,
      },
    },
    async (request, reply) => {
      const gift = verifyOfflineNewsToken(secret, request.query.token);
      if (gift === null) return refuse(request, reply);
      await stopOfflineNews(fastify.db, gift);
      return answer(reply, OFFLINE_NEWS_MESSAGES.done);
    },
  );
};

export default routes;
