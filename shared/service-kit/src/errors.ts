/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Silakan masuk terlebih dahulu') => new HttpError(401, message);
export const forbidden = (message = 'Anda tidak memiliki akses') => new HttpError(403, message);
export const notFound = (message = 'Data tidak ditemukan') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** MariaDB/MySQL duplicate-key error number (match errno, not code: the drivers differ on code). */
export const ER_DUP_ENTRY = 1062;
export const isDuplicateKeyError = (err: unknown): boolean => errnoOf(err) === ER_DUP_ENTRY;

/** MariaDB/MySQL error for a table that does not exist (yet: a fresh install before its migrations). */
export const ER_NO_SUCH_TABLE = 1146;
export const isNoSuchTableError = (err: unknown): boolean => errnoOf(err) === ER_NO_SUCH_TABLE;

/** The database driver's error number of a thrown value, if it carries one. */
export function errnoOf(err: unknown): number | undefined {
  return typeof err === 'object' && err !== null && 'errno' in err && typeof err.errno === 'number'
    ? err.errno
    : undefined;
}

/** The `code` of a thrown value (Node's, a driver's or a library's), if it carries one. */
export function errorCodeOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}
