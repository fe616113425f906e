import { Type } from '@sinclair/typebox';
import { ERASURE_CONTENT_CHOICES } from '@yayasan/validation';

/**
 * A person's rights over their data: "Unduh data saya" (a ZIP of JSON files mailed as a signed,
 * expiring link) and "Hapus akun" (erasure after a grace period the person can cancel).
 */

const Time = Type.String({ format: 'date-time' });

/** The latest export the person asked for. */
export const DataExportStateSchema = Type.Object({
  status: Type.Union([Type.Literal('queued'), Type.Literal('ready'), Type.Literal('failed')], {
    description: 'queued: being prepared; ready: mailed (the link works until `expires_at`); failed: ask again',
  }),
  requested_at: Time,
  expires_at: Type.Union([Time, Type.Null()]),
});

/** The erasure waiting for its day. */
export const ErasureStateSchema = Type.Object({
  due_at: Time,
  content: Type.Union(ERASURE_CONTENT_CHOICES.map((c) => Type.Literal(c))),
});

/** GET /data-rights: what the settings page shows. */
export const DataRightsStateSchema = Type.Object({
  export: Type.Union([DataExportStateSchema, Type.Null()]),
  erasure: Type.Union([ErasureStateSchema, Type.Null()]),
  /** How an erasure is confirmed: the account's password, or its Google account (no password). */
  confirm_with: Type.Union([Type.Literal('password'), Type.Literal('google')]),
});

/** POST /data-rights/export: nothing to say but the request itself (the account comes from the token). */
export const DataExportBodySchema = Type.Object({});

/** POST /data-rights/export answer. */
export const DataExportRequestedSchema = Type.Object({ status: Type.String(), export: DataExportStateSchema });

/**
 * POST /data-rights/erasure. `content` and the confirmation are checked by the service, so a refusal
 * carries its message: `password` for an account with one, `google_access_token` (from the Google popup)
 * for an account made with Google.
 */
export const ErasureBodySchema = Type.Object({
  content: Type.Optional(Type.String({ maxLength: 20, description: "'keep' or 'delete' (400 otherwise)" })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  google_access_token: Type.Optional(Type.String({ maxLength: 4096 })),
});

/** POST /data-rights/erasure answer. */
export const ErasureScheduledSchema = Type.Object({ status: Type.String(), erasure: ErasureStateSchema });

/** The signed download link mailed to the owner: `?expires=&signature=`. */
export const ExportDownloadQuerySchema = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 128 })),
});
export const ExportDownloadParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** A prepared export, streamed from its file. */
export const ZipFileSchema = {
  description: 'The ZIP of JSON files, streamed',
  content: { 'application/zip': { schema: Type.Unsafe<Uint8Array | AsyncIterable<unknown>>({ type: 'string' }) } },
};

/** One part of an export from the service that owns its rows: a JSON array, streamed row by row. */
export const ExportPartSchema = {
  description: 'A JSON array of rows, streamed',
  content: { 'application/json': { schema: Type.Unsafe<AsyncIterable<unknown>>({ type: 'array' }) } },
};
