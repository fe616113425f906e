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
export const isDuplicateKeyError = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { errno?: number }).errno === ER_DUP_ENTRY;
