import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers, StatusAnswerSchema } from '@yayasan/contracts/schemas/common';
import {
  DataExportBodySchema,
  DataExportRequestedSchema,
  DataRightsStateSchema,
  ErasureBodySchema,
  ErasureScheduledSchema,
  ExportDownloadParamsSchema,
  ExportDownloadQuerySchema,
  ZipFileSchema,
} from '@yayasan/contracts/schemas/data-rights';
import { formatDayMonthYear } from '@yayasan/format';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '@yayasan/service-kit';
import {
  checkErasureContent,
  DATA_RIGHTS_MESSAGES,
  normalizeEmail,
  type ErasureContentChoice,
} from '@yayasan/validation';
import type { AccountConfig } from '../config';
import type { UserRow } from '../db/tables';
import { downloadableExport, exportState, requestExport } from '../domain/data-exports';
import { erasureScheduledMail } from '../domain/data-rights-mail';
import { erasureState, isLastAdministrator, scheduleErasure } from '../domain/erasures';
import { fetchGoogleProfile } from '../domain/google';
import { verifyPassword } from '../domain/users';
import { cancelErasure, scheduledErasure } from '../repositories/account-erasures';
import { latestExport } from '../repositories/data-exports';
import { findUserById } from '../repositories/users';

const TAGS = ['account'];
const M = DATA_RIGHTS_MESSAGES;

/**
 * A person's rights over their data on the settings page: "Unduh data saya" (an export prepared in the
 * background and mailed as a signed, expiring link, downloaded signed out) and "Hapus akun" (confirmed
 * with the password, or with Google for an account without one; runs after the grace period unless
 * cancelled).
 */
const dataRights: FastifyPluginAsyncTypebox<{ config: AccountConfig }> = async (fastify, { config }) => {
  const db = fastify.db;
  const rateLimit = { max: config.rateLimits.authMax, timeWindow: config.rateLimits.authWindowMs };

  /** The signed-in account; an erased one (no e-mail) is signed out. */
  const signedInUser = async (id: number): Promise<UserRow & { email: string }> => {
    const user = await findUserById(db, id);
    if (!user?.email) throw unauthorized();
    return { ...user, email: user.email };
  };

  fastify.get(
    '/data-rights',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "The signed-in user's latest data export and scheduled account erasure",
        tags: TAGS,
        response: { 200: DataRightsStateSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await signedInUser(request.user!.id);
      const [exp, erasure] = await Promise.all([latestExport(db, user.id), scheduledErasure(db, user.id)]);
      return {
        export: exp ? exportState(exp) : null,
        erasure: erasure ? erasureState(erasure) : null,
        confirm_with: user.password_hash ? ('password' as const) : ('google' as const),
      };
    },
  );

  fastify.post(
    '/data-rights/export',
    {
      preHandler: fastify.authenticate,
      config: { rateLimit },
      schema: {
        summary: 'Ask for a copy of every personal data the site holds (a ZIP of JSON files, mailed as a link)',
        tags: TAGS,
        body: DataExportBodySchema,
        response: { 202: DataExportRequestedSchema, ...errorAnswers('4xx') },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request.user!.id);
      const row = await requestExport(db, user.id);
      // Prepared at once when this replica is free; the timer's next pass otherwise.
      void fastify.dataRights.runPass().catch((err) => request.log.error({ err }, 'data rights pass failed'));
      return reply.code(202).send({ status: M.exportQueued, export: exportState(row) });
    },
  );

  fastify.get(
    '/data-rights/export/:id/download',
    {
      config: { rateLimit },
      schema: {
        summary: 'Download a prepared export through the signed link mailed to its owner',
        description: 'Works signed out until the link expires; a forged, altered or expired link answers 403.',
        tags: TAGS,
        params: ExportDownloadParamsSchema,
        querystring: ExportDownloadQuerySchema,
        response: { 200: ZipFileSchema, ...errorAnswers('4xx') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!fastify.dataRights.linkSigner.verify(id, expires, signature)) throw forbidden(M.exportLinkInvalid);
      const file = await downloadableExport(db, config.dataRights, id);
      if (
        !file ||
        !(await access(file.path).then(
          () => true,
          () => false,
        ))
      )
        throw notFound(M.exportLinkInvalid);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file.path));
    },
  );

  /** The person's own confirmation: the password, or the Google account behind an account without one. */
  async function confirmOwner(user: UserRow, body: { password?: string; google_access_token?: string }) {
    if (user.password_hash) {
      if (!body.password) throw badRequest(M.erasurePasswordRequired);
      if (!(await verifyPassword(body.password, user.password_hash))) throw forbidden(M.erasurePasswordWrong);
      return;
    }
    if (!body.google_access_token) throw badRequest(M.erasureGoogleRequired);
    const google = await fetchGoogleProfile(config.googleUserinfoUrl, body.google_access_token).catch(() => null);
    if (!google || normalizeEmail(google.email) !== user.email) throw forbidden(M.erasureGoogleWrong);
  }

  fastify.post(
    '/data-rights/erasure',
    {
      preHandler: fastify.authenticate,
      config: { rateLimit },
      schema: {
        summary: 'Schedule the erasure of the signed-in account after the grace period',
        description:
          "Confirmed with `password`, or `google_access_token` for an account made with Google (400 when missing, 403 when wrong); `content` 'keep' or 'delete' decides the articles' and comments' fate (400 otherwise). The last administrator cannot erase itself (409).",
        tags: TAGS,
        body: ErasureBodySchema,
        response: { 202: ErasureScheduledSchema, ...errorAnswers('4xx') },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request.user!.id);
      const email = user.email;
      const problem = checkErasureContent(request.body.content);
      if (problem) throw badRequest(problem);
      await confirmOwner(user, request.body);
      if (await isLastAdministrator(db, user.id)) throw conflict(M.erasureLastAdmin);
      const row = await scheduleErasure(db, user.id, request.body.content as ErasureContentChoice);
      if (!row) throw conflict(M.erasureAlreadyScheduled);
      try {
        await config.mailer.send(
          await erasureScheduledMail({ email, fullname: user.fullname }, row.due_at, config.publicUrl),
        );
      } catch (err) {
        request.log.error({ err }, 'erasure mail not sent');
      }
      return reply
        .code(202)
        .send({ status: M.erasureScheduled(formatDayMonthYear(row.due_at)), erasure: erasureState(row) });
    },
  );

  fastify.delete(
    '/data-rights/erasure',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "Cancel the signed-in account's scheduled erasure",
        tags: TAGS,
        response: { 200: StatusAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const user = await signedInUser(request.user!.id);
      if (!(await cancelErasure(db, user.id))) throw new HttpError(404, M.erasureNotScheduled);
      return { status: M.erasureCancelled };
    },
  );
};

export default dataRights;
