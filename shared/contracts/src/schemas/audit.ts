import { Type } from '@sinclair/typebox';
import { LIST_CURSOR_MAX } from '../list-cursor';

/**
 * The audit trail's read endpoint, the same in every service that records administrative acts
 * (`GET /audit-<service>` and `GET /audit-<service>/export.csv`, administrators only).
 */

const Day = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'A calendar day, YYYY-MM-DD (Asia/Jakarta)',
});

const Filters = {
  action: Type.Optional(
    Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z_.]+$', description: 'An action, e.g. campaign.update' }),
  ),
  actor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'The acting username (as it was then) or account id' }),
  ),
  object_type: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' })),
  object_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
};

export const AuditExportQuerySchema = Type.Object(Filters);

export const AuditQuerySchema = Type.Object({
  ...Filters,
  after: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: LIST_CURSOR_MAX,
      description: "The page after this record (the previous page's `next`)",
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
});

const Fields = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
  description: 'The changed fields that the action may record (never secrets)',
});

export const AuditRecordSchema = Type.Object({
  service: Type.String(),
  seq: Type.Integer({ description: "The record's position in its service's chain" }),
  action: Type.String(),
  actor: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), username: Type.String() }),
  object: Type.Object({ type: Type.String(), id: Type.String() }),
  before: Fields,
  after: Fields,
  request_id: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
  hash: Type.String(),
});

export const AuditPageSchema = Type.Object({
  records: Type.Array(AuditRecordSchema),
  next: Type.Union([Type.String(), Type.Null()], { description: 'The cursor of the next page, null at the end' }),
});

export const AuditCsvSchema = {
  description: 'The records as CSV (UTF-8, header row first), newest first, streamed',
  content: { 'text/csv': { schema: Type.Unsafe<string | AsyncIterable<unknown>>({ type: 'string' }) } },
};
