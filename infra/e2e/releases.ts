import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES_CONFIG_ELEMENT_ID, type RemoteName, type RemotesConfig } from '@yayasan/contracts';
import { BUCKET_COOKIE } from '@yayasan/service-gateway/releases';
import { ROOT } from '../dev/paths';
import { filesUnder } from '../release/publish';
import { e2eState } from './state';

export { BUCKET_COOKIE };

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run release -- <args>` against the running E2E stack's database and release store. */
export function releaseCli(...args: string[]): Promise<CliResult> {
  return startReleaseCli(...args).result;
}

/** The same, left running: `stop` ends it as a person's Ctrl-C would. */
export function startReleaseCli(...args: string[]): { result: Promise<CliResult>; stop(): void } {
  const { databaseUrl, releasesDir, env } = e2eState();
  // The stack's Redis namespace too: the command reads the field figures its gateway keeps there.
  const redis = env.REDIS_URL ? { REDIS_URL: env.REDIS_URL, REDIS_PREFIX: env.REDIS_PREFIX } : {};
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra/release/cli.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...redis, DATABASE_URL: databaseUrl, RELEASES_DIR: releasesDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result = new Promise<CliResult>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
  return { result, stop: () => child.kill('SIGINT') };
}

/** Publishes a build and answers the version the command printed (it fails on anything but success). */
export async function publishBuild(remote: RemoteName, dist: string, ...flags: string[]): Promise<string> {
  const result = await releaseCli(remote, '--dist', dist, ...flags);
  if (result.code !== 0) throw new Error(`release of ${remote} failed:\n${result.stderr}`);
  return result.stdout.trim().split('\n').at(-1)!;
}

/** The remotes configuration the gateway answers a browser in `bucket`. */
export async function remotesFor(bucket: number): Promise<RemotesConfig['remotes']> {
  const res = await fetch(`${e2eState().baseURL}/config/remotes.json`, {
    headers: { cookie: `${BUCKET_COOKIE}=${bucket}` },
  });
  return ((await res.json()) as RemotesConfig).remotes;
}

export const releaseManifest = (remote: RemoteName, version: string) => `/mf/${remote}/v/${version}/mf-manifest.json`;

/** The remotes configuration written into a page's head. */
export const INLINE_REMOTES_SELECTOR = `#${REMOTES_CONFIG_ELEMENT_ID}`;

/** A fingerprint of every file of the shell's build, to prove a release leaves them as they were. */
export function shellFingerprint(): Record<string, string> {
  const dist = join(ROOT, 'shell', 'dist');
  return Object.fromEntries(
    filesUnder(dist).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(dist, file)))
        .digest('hex'),
    ]),
  );
}
