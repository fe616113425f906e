import { Type } from '@sinclair/typebox';
import { MAX_LIMIT, MAX_PAGE } from './pagination';

/** Schema pieces every service uses, so that bounds live in one place. */

/** A positive id that fits an unsigned INT column. */
export const IdSchema = () => Type.Integer({ minimum: 1, maximum: 4294967295 });

/** `page` and `limit` of a paged list: bounded, so the offset stays exact. */
export const PageSchema = () => Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE }));
export const LimitSchema = () => Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT }));

/** An opaque token sent on in an HTTP header: visible ASCII only (RFC 6750 b64token and friends). */
export const HeaderTokenSchema = (maxLength = 4096) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[\\x21-\\x7E]+$' });
