import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '@yayasan/contracts';
import { ErrorAnswerSchema, errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  EmailPreferencesBodySchema,
  EmailPreferencesSchema,
  UnsubscribeBodySchema,
  UnsubscribePageSchema,
  UnsubscribeQuerySchema,
  UnsubscribeRefusedSchema,
} from '@yayasan/contracts/schemas/account';
import { unauthorized, verifyUnsubscribeToken } from '@yayasan/service-kit';
import type { AccountConfig } from '../config';
import { ACCOUNT_MESSAGES } from '../messages';
import { emailPreferences } from '../domain/email-preferences';
import { unsubscribePage } from '../domain/unsubscribe-page';
import { setMailList } from '../repositories/users';

const TAGS = ['account'];

/**
 * GET/PUT /email-preferences (the settings page) and the signed unsubscribe link of news mails:
 * GET /email/unsubscribe shows a page, POST /email/unsubscribe (its button, or a mail client's
 * one-click, RFC 8058) turns the list off. A forged, altered or expired token changes nothing.
 */
const email: FastifyPluginAsyncTypebox<{ config: AccountConfig }> = async (fastify, { config }) => {
  const db = fastify.db;
  const settingsUrl = `${config.publicUrl}${paths.editProfile}`;

  fastify.get(
    '/email-preferences',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "The signed-in user's e-mail notifications",
        tags: TAGS,
        response: { 200: EmailPreferencesSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const preferences = await emailPreferences(db, request.user!.id);
      if (!preferences) throw unauthorized();
      return preferences;
    },
  );

  fastify.put(
    '/email-preferences',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: 'Turn campaign news by e-mail on or off (receipts are always sent)',
        tags: TAGS,
        body: EmailPreferencesBodySchema,
        response: { 200: EmailPreferencesSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      if (!(await setMailList(db, request.user!.id, 'campaign-news', request.body.campaign_news))) throw unauthorized();
      return (await emailPreferences(db, request.user!.id))!;
    },
  );

  // One-click clients POST `List-Unsubscribe=One-Click` as a form; the page's button does the same.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // The button posts to the address the page was opened under (relative: whatever host and prefix
  // the gateway serves it from), which the content policy's form-action 'self' allows.
  const page = (message: string, token?: string) =>
    unsubscribePage({ message, settingsUrl, action: token ? `?token=${encodeURIComponent(token)}` : undefined });

  /** A forged, altered or expired link: a page saying so for a browser, the API's `{ error }` for others. */
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    reply.code(400).header('cache-control', 'no-store');
    if (!request.headers.accept?.includes('text/html'))
      return reply.send({ error: ACCOUNT_MESSAGES.unsubscribeInvalid });
    return reply.type('text/html; charset=utf-8').send(page(ACCOUNT_MESSAGES.unsubscribeInvalid));
  };

  fastify.get(
    '/email/unsubscribe',
    {
      schema: {
        summary: 'The page of a signed unsubscribe link (works signed out; changes nothing by itself)',
        tags: TAGS,
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribePageSchema, '4xx': UnsubscribeRefusedSchema, '5xx': ErrorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (!verifyUnsubscribeToken(config.unsubscribeSecret, token)) return refuse(request, reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(ACCOUNT_MESSAGES.unsubscribeConfirm, token));
    },
  );

  fastify.post(
    '/email/unsubscribe',
    {
      schema: {
        summary: 'Leave the mailing list a signed unsubscribe link names (one click, RFC 8058; signed out)',
        tags: TAGS,
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        consumes: ['application/x-www-form-urlencoded'],
        response: { 200: UnsubscribePageSchema, '4xx': UnsubscribeRefusedSchema, '5xx': ErrorAnswerSchema },
      },
    },
    async (request, reply) => {
      const claims = verifyUnsubscribeToken(config.unsubscribeSecret, request.query.token);
      if (!claims) return refuse(request, reply);
      await setMailList(db, claims.userId, claims.list, false);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(ACCOUNT_MESSAGES.unsubscribeDone));
    },
  );
};

export default email;
