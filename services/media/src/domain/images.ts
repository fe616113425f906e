import { randomUUID } from 'node:crypto';
import { LIMITS, MESSAGES } from '@yayasan/validation';
import { HttpError } from '@yayasan/service-kit';

export const MAX_UPLOAD_BYTES = LIMITS.uploadMaxBytes;

export const unsupportedType = () => new HttpError(415, MESSAGES.uploadType);
export const tooLarge = () => new HttpError(413, MESSAGES.uploadSize);
export const tooManyPixels = () => new HttpError(413, MESSAGES.uploadPixels);

/** What the upload routes document about the pictures they take. */
export const UPLOAD_RULES =
  `JPEG or PNG only (415 "${MESSAGES.uploadType}"), at most ${LIMITS.uploadMaxBytes} bytes (413 "${MESSAGES.uploadSize}") ` +
  `and at most ${LIMITS.uploadMaxPixels} pixels, width × height as the picture's header states them, checked before ` +
  `it is decoded (413 "${MESSAGES.uploadPixels}"). The picture is re-encoded without its metadata.`;

/** The declared type as the spec lists it (image/jpg is accepted as a JPEG alias). */
export function normalizeType(type: string | undefined): 'image/png' | 'image/jpeg' | null {
  const t = (type ?? '').split(';')[0].trim().toLowerCase();
  if (!LIMITS.uploadTypes.includes(t)) return null;
  return t === 'image/png' ? 'image/png' : 'image/jpeg';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes really are, from their magic numbers. */
export function sniffImage(body: Buffer): 'image/png' | 'image/jpeg' | null {
  if (body.length >= 8 && body.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'image/jpeg';
  return null;
}

/** What the bytes of a picture fetched from an outside address are: the upload types, WebP or GIF. */
export function sniffOutsidePicture(body: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | null {
  const own = sniffImage(body);
  if (own) return own;
  if (body.length >= 12 && body.toString('latin1', 0, 4) === 'RIFF' && body.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  if (body.length >= 6 && /^GIF8[79]a$/.test(body.toString('latin1', 0, 6))) return 'image/gif';
  return null;
}

/** Checks declared type, size and real bytes; answers the type to store under. */
export function checkImage(declared: string | undefined, body: Buffer): 'image/png' | 'image/jpeg' {
  const type = normalizeType(declared);
  if (!type) throw unsupportedType();
  if (body.length > MAX_UPLOAD_BYTES) throw tooLarge();
  if (sniffImage(body) !== type) throw unsupportedType();
  return type;
}

export const extensionFor = (type: 'image/png' | 'image/jpeg') => (type === 'image/png' ? 'png' : 'jpg');

/** A fresh, unguessable base name (no extension); nothing from the client goes into it. */
export const generateBaseName = () => randomUUID();
