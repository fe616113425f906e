import { Type } from '@sinclair/typebox';

/** An opaque token sent on in an HTTP header: visible ASCII only (RFC 6750 b64token and friends). */
export const HeaderTokenSchema = (maxLength = 4096) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[\\x21-\\x7E]+$' });
