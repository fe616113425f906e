import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  AuditCsvSchema,
  AuditExportQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
} from '@yayasan/contracts/schemas/audit';
import { LIST_CURSOR_INVALID, listCursor, readListCursor } from '@yayasan/contracts';
import { checkDateRange } from '@yayasan/validation';
import type { AuditFilters, AuditTrail } from './audit';
import { badRequest } from './errors';

/** The instant a Jakarta calendar day (YYYY-MM-DD) starts. */
const jakartaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`));

/** The query's filters as the trail reads them; a reversed or too long date range is refused. */
export function auditFilters(q: {
  action?: string;
  actor?: string;
  object_type?: string;
  object_id?: string;
  from?: string;
  to?: string;
}): AuditFilters {
  if (q.from || q.to) {
    // One end alone is still checked as a real calendar day.
    const problem = checkDateRange(q.from ?? q.to ?? '', q.to ?? q.from ?? '');
    if (problem) throw badRequest(problem);
  }
  return {
    action: q.action,
    actor: q.actor?.trim() || undefined,
    objectType: q.object_type,
    objectId: q.object_id?.trim() || undefined,
    from: q.from ? jakartaDayStart(q.from) : undefined,
    to: q.to ? new Date(jakartaDayStart(q.to).getTime() + 86_400_000) : undefined,
  };
}

/**
 * A service's audit read endpoints (administrators only): `GET /audit-<service>`, a page of records
 * newest first with filters and a cursor, and `GET /audit-<service>/export.csv`, every matching record.
 */
export const auditRoutes: FastifyPluginAsyncTypebox<{ trail: AuditTrail }> = async (fastify, { trail }) => {
  const base = `/audit-${trail.service}`;
  const tags = ['audit'];

  fastify.get(
    base,
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: `The audit trail of the ${trail.service} service's administrative acts, newest first (administrators)`,
        tags,
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorAnswers<400 | '4xx'>(400, '4xx') },
      },
    },
    async (request, reply) => {
      const filters = auditFilters(request.query);
      if (request.query.after !== undefined) {
        const at = readListCursor(request.query.after);
        if (!at) throw badRequest(LIST_CURSOR_INVALID);
        filters.beforeSeq = at.id;
      }
      const { records, more } = await trail.list(fastify.db, filters, request.query.limit ?? 25);
      const last = records[records.length - 1];
      reply.header('cache-control', 'private, no-store');
      return { records, next: more && last ? (listCursor(last.at, last.seq) ?? null) : null };
    },
  );

  fastify.get(
    `${base}/export.csv`,
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: `The ${trail.service} service's audit records as CSV (administrators)`,
        tags,
        querystring: AuditExportQuerySchema,
        response: { 200: AuditCsvSchema, ...errorAnswers<400 | '4xx'>(400, '4xx') },
      },
    },
    async (request, reply) => {
      const filters = auditFilters(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="jejak-audit-${trail.service}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(trail.csv(fastify.db, filters)));
    },
  );
};
