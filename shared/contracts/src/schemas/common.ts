import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { recordOf } from '../records';

/**
 * Schemas every service uses. Wire schemas live under `schemas/` (imported by services as
 * `@yayasan/contracts/schemas/<name>`); the TypeScript types the browser uses are derived from them in
 * `api/` with `Static`, so the browser bundles never carry the schema builder.
 */

/** Every error answer: a message safe to show (service-kit's error handler). */
export const ErrorAnswerSchema = Type.Object(
  { error: Type.String({ description: 'Indonesian message, shown to the user as it is' }) },
  { description: 'An error: a message to show the user' },
);

/**
 * A route's error answers, all `{ error }`: the given statuses (each a code, or `'4xx'` for any refusal)
 * plus any 5xx (the database or another dependency is down, or the server failed).
 */
export const errorAnswers = <S extends number | '4xx'>(...statuses: S[]) =>
  recordOf<S | '5xx', typeof ErrorAnswerSchema>([...statuses, '5xx'], () => ErrorAnswerSchema);

/** A 304 to a GET whose ETag the client already holds (If-None-Match). */
export const NotModifiedSchema = Type.Null({ description: 'Not modified: the copy the client holds is current' });
/** An answer whose status says it all (204). */
export const NoContentSchema = Type.Null({ description: 'Yes: the status is the answer' });

/** A plain acknowledgement (`StatusAnswer`: `/delete-blog`, `/reset-password`, ...). */
export const StatusAnswerSchema = Type.Object({ status: Type.String() });

/** An opaque token sent on in an HTTP header: visible ASCII only (RFC 6750 b64token and friends). */
export const HeaderTokenSchema = (maxLength = 4096) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[\\x21-\\x7E]+$' });

/**
 * Bytes of the given content types (images, SVG avatars): documents a non-JSON answer for OpenAPI. Fastify
 * sends such bodies (buffers, strings under their own content type) as they are, past any serializer.
 */
export const binaryAnswer = (contentTypes: readonly string[], description: string) =>
  Type.Unsafe<Uint8Array | string>({
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  });

/**
 * An answer documented under each content type it is served as, with that type's schema: an HTML page,
 * an event stream, or a refusal that is a page for a browser and `{ error }` for other clients.
 */
export const answerIn = <C extends Record<string, TSchema>>(content: C, description: string) =>
  Type.Unsafe<Static<C[keyof C]>>({
    description,
    content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])),
  });
