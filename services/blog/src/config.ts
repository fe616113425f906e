import { MEDIA_SERVICE_ENV, SERVICE_CALL_ENV, Type } from '@yayasan/service-kit';

/**
 * The blog service's own variables, checked at start with the common ones (service-kit's CommonEnv:
 * database, port, token key, PUBLIC_URL, ...).
 */
export const blogEnv = {
  schema: Type.Object({
    READ_FLUSH_INTERVAL_MS: Type.Optional(
      Type.String({
        description: 'a whole number of milliseconds, at least 1, between two writes of counted article reads',
        pattern: '^[1-9][0-9]{0,8}$',
      }),
    ),
    ...MEDIA_SERVICE_ENV,
    ...SERVICE_CALL_ENV,
  }),
  rules: { requiredInProduction: ['SERVICE_CALL_KEY'] },
};

/** Default time between two writes of counted article reads. */
export const DEFAULT_READ_FLUSH_INTERVAL_MS = 3_000;

/** Time between two writes of counted article reads: READ_FLUSH_INTERVAL_MS (checked at start), default 3 s. */
export function readFlushIntervalMs(source: NodeJS.ProcessEnv = process.env): number {
  const value = source.READ_FLUSH_INTERVAL_MS;
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms > 0 ? ms : DEFAULT_READ_FLUSH_INTERVAL_MS;
}
