import { join, resolve } from 'node:path';
import { env as v, GATEWAY_PORT, S3_BUCKET_ENV, Type } from '@yayasan/service-kit';

/** The renderer's variables, checked at start (one line per missing or malformed one). */
export const renderEnv = {
  schema: Type.Object({
    PORT: v.port(),
    HOST: v.text('a host name or address to listen on'),
    NODE_ENV: v.oneOf('production', 'development', 'test'),
    LOG_LEVEL: v.oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
    SLOW_REQUEST_MS: v.milliseconds(),
    REQUEST_LOG_SAMPLE: v.fraction(),
    WEB_ROOT: v.text('the folder holding shell/dist and mf-*/dist'),
    RELEASES_DIR: v.text('a folder for published remote releases'),
    ...S3_BUCKET_ENV,
    RENDER_API_URL: v.url('http', 'https'),
    RENDER_REMOTE_TIMEOUT_MS: v.milliseconds(),
  }),
  rules: {},
};

/** A remote whose server module is not there within this time is rendered in the browser instead. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 300;

export interface RenderConfig {
  /** The folder holding shell/dist and mf-*\/dist (the in-place builds). */
  webRoot: string;
  /** Where the page's calls go: the site's API, as the gateway answers it. */
  apiUrl: string;
  remoteTimeoutMs: number;
}

export function renderConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RenderConfig {
  const webRoot = env.WEB_ROOT ?? resolve(__dirname, '../../..');
  return {
    webRoot,
    apiUrl: env.RENDER_API_URL ?? `http://127.0.0.1:${GATEWAY_PORT}/api`,
    remoteTimeoutMs: env.RENDER_REMOTE_TIMEOUT_MS ? Number(env.RENDER_REMOTE_TIMEOUT_MS) : DEFAULT_REMOTE_TIMEOUT_MS,
  };
}

/** The release store's folder when no bucket is set: the same default as the gateway's. */
export const defaultReleasesDir = (webRoot: string) => join(webRoot, '.data', 'releases');
