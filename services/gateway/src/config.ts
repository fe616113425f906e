import { env as v, REDIS_ENV, S3_BUCKET_ENV, Type } from '@yayasan/service-kit';
import { FIELD_PRODUCTION_SAMPLE_RATE, REMOTE_NAMES } from '@yayasan/contracts';
import { SERVICE_NAMES } from './services';

const url = () => v.url('http', 'https');

/** The gateway's variables, checked at start (one line per missing or malformed one). */
export const gatewayEnv = {
  schema: Type.Object({
    PORT: v.port(),
    METRICS_PORT: v.port(),
    HOST: v.text('a host name or address to listen on'),
    NODE_ENV: v.oneOf('production', 'development', 'test'),
    LOG_LEVEL: v.oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
    SLOW_REQUEST_MS: v.milliseconds(),
    REQUEST_LOG_SAMPLE: v.fraction(),
    FIELD_SAMPLE_RATE: v.fraction(),
    FIELD_BEACONS_PER_MINUTE: v.positiveInteger(),
    CANARY_WATCH_EVERY_MS: v.milliseconds(),
    PUBLIC_URL: url(),
    WEB_ROOT: v.text('the folder holding shell/dist and mf-*/dist'),
    DATABASE_URL: v.url('mysql'),
    RELEASES_DIR: v.text('a folder for published remote releases'),
    ...S3_BUCKET_ENV,
    ...REDIS_ENV,
    MIDTRANS_BASE_URL: url(),
    MIDTRANS_PUBLIC_URL: url(),
    RENDER_URL: url(),
    RENDER_TIMEOUT_MS: v.milliseconds(),
    CORS_ORIGINS: v.text('origins (scheme://host[:port]), comma-separated'),
    ...Object.fromEntries(SERVICE_NAMES.map((s) => [`${s.toUpperCase()}_SERVICE_URL`, url()])),
    ...Object.fromEntries(REMOTE_NAMES.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, url()])),
  }),
  rules: { requiredInProduction: ['PUBLIC_URL'] },
};

/** FIELD_SAMPLE_RATE (checked by gatewayEnv), else every page view in development and one in ten in production. */
export function fieldSampleRateFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  if (env.FIELD_SAMPLE_RATE) return Number(env.FIELD_SAMPLE_RATE);
  return env.NODE_ENV === 'production' ? FIELD_PRODUCTION_SAMPLE_RATE : 1;
}

/** FIELD_BEACONS_PER_MINUTE (checked by gatewayEnv), else the field route's own limit. */
export function fieldBeaconsPerMinuteFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  return env.FIELD_BEACONS_PER_MINUTE ? Number(env.FIELD_BEACONS_PER_MINUTE) : undefined;
}
