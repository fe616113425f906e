import { REMOTE_NAMES, type RemoteName } from '@yayasan/contracts';

/** `<yyyymmdd>-<hhmmss>-<git short sha>`, with `.<n>` when that second and commit already had a release. */
export const VERSION_PATTERN = /^\d{8}-\d{6}-[0-9a-z]{1,40}(\.\d{1,3})?$/;

/** A file inside a release: plain segments only, so no name can leave its release's folder. */
const FILE_PATTERN = /^(?:[A-Za-z0-9_@-][A-Za-z0-9._@-]{0,150}\/){0,8}[A-Za-z0-9_@-][A-Za-z0-9._@-]{0,150}$/;

export const isRemoteName = (name: string): name is RemoteName => REMOTE_NAMES.some((remote) => remote === name);
export const isVersion = (version: string) => VERSION_PATTERN.test(version);
export const isReleaseFile = (file: string) => FILE_PATTERN.test(file) && !file.split('/').includes('..');

/** Where a release's file lives in the store: `<remote>/<version>/<file>`. */
export function releaseKey(remote: RemoteName, version: string, file: string): string {
  if (!isVersion(version)) throw new Error(`invalid release version: ${version}`);
  if (!isReleaseFile(file)) throw new Error(`invalid release file name: ${file}`);
  return `${remote}/${version}/${file}`;
}

/** The manifest URL the shell loads for a published release: under the version, so it can be cached for good. */
export const releaseBase = (remote: RemoteName, version: string) => `/mf/${remote}/v/${version}/`;

const CONTENT_TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
