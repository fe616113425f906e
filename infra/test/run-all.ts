import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isRemoteName } from '@yayasan/service-gateway/releases';
import type { RemoteName } from '@yayasan/contracts';
import { buildStale } from '../dev/build';
import { resolveDatabaseServer } from '../dev/database';
import { resolveTestRedis } from '../dev/redis';
import { ROOT } from '../dev/paths';
import { checkBuild, liveShellShared } from '../release/publish';
import { textWatcher } from './text-watcher';

/**
 * `npm test`: every suite — unit, component and integration (jest, real database), then end-to-end
 * (Playwright, system Chromium, whole stack) — and one closing line `N passed, N failed`.
 * `npm test -- --remote <name>`: only that remote's team's suites (its front end, its service, its
 * browser tests), the release gate's tests, and the gate's check of the remote's current build.
 */
const RESULTS = join(ROOT, '.test-results');

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, onStderr?: (chunk: string) => void): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: ['inherit', 'inherit', onStderr ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env },
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      onStderr?.(chunk.toString());
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Jest's words when a worker is still alive after its tests: a leaked socket or timer. */
const LEAKED_WORKER = 'A worker process has failed to exit gracefully';

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

interface Totals {
  passed: number;
  failed: number;
}

/** What one remote's team owns: its front end, its service, and the release gate every remote passes. */
const teamPaths = (remote: RemoteName) => [`mf-${remote}/`, `services/${remote}/`, 'infra/release/'];

async function jestSuites(env: NodeJS.ProcessEnv, remote?: RemoteName): Promise<Totals> {
  const out = join(RESULTS, 'jest.json');
  const leak = textWatcher(LEAKED_WORKER);
  const code = await run(
    process.execPath,
    [
      join(ROOT, 'node_modules/jest/bin/jest.js'),
      '--ci',
      '--maxWorkers=2',
      '--json',
      `--outputFile=${out}`,
      ...(remote ? ['--', ...teamPaths(remote)] : []),
    ],
    env,
    leak.feed,
  );
  const r = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(out);
  if (!r) return { passed: 0, failed: 1 };
  if (leak.seen)
    console.error('A test left a socket or timer open (see the jest warning above): counted as a failure.');
  // A suite that could not even run counts as a failure, as does a non-zero exit with nothing failed, or a leak.
  const failed = r.numFailedTests + r.numRuntimeErrorTestSuites + (leak.seen ? 1 : 0);
  return { passed: r.numPassedTests, failed: failed === 0 && code !== 0 ? 1 : failed };
}

async function playwrightSuites(env: NodeJS.ProcessEnv, remote?: RemoteName): Promise<Totals> {
  const out = join(RESULTS, 'playwright.json');
  const code = await run(
    process.execPath,
    [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...(remote ? [`mf-${remote}/e2e/`] : [])],
    env,
  );
  const r = readJson<{ stats: { expected: number; unexpected: number; flaky: number }; errors?: unknown[] }>(out);
  if (!r) return { passed: 0, failed: 1 };
  const failed = r.stats.unexpected + r.stats.flaky + (r.errors?.length ?? 0);
  return { passed: r.stats.expected, failed: failed === 0 && code !== 0 ? 1 : failed };
}

/** The gate on the remote's current build against the shell's: one check, passed or failed. */
async function gateCheck(remote: RemoteName): Promise<Totals> {
  try {
    await buildStale();
    const problems = await checkBuild(remote, join(ROOT, `mf-${remote}`, 'dist'), liveShellShared());
    if (problems.length === 0) {
      console.log(`release gate: mf-${remote} passes`);
      return { passed: 1, failed: 0 };
    }
    console.error(`release gate: mf-${remote} would be refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  } catch (err) {
    console.error(`release gate: ${err instanceof Error ? err.message : err}`);
  }
  return { passed: 0, failed: 1 };
}

/** `[jest|e2e] [--remote <name>]` */
function parseArgs(argv: string[]): { only?: string; remote?: RemoteName } {
  const args = [...argv];
  const at = args.indexOf('--remote');
  let remote: RemoteName | undefined;
  if (at >= 0) {
    const [, name] = args.splice(at, 2);
    if (!name || !isRemoteName(name)) throw new Error(`--remote takes one of blog, donation, gallery, account`);
    remote = name;
  }
  return { only: args[0], remote };
}

async function main() {
  const { only, remote } = parseArgs(process.argv.slice(2));
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const server = await resolveDatabaseServer();
  // Shared state (limits, caches, live notifications) is tested against a real Redis: the local one,
  // or a private redis-server for this run.
  const redis = await resolveTestRedis();
  if (redis) console.log(`Redis for the tests: ${redis.url}`);
  else console.error('No Redis and no redis-server (apt-get install -y redis-server): the Redis suites will fail.');
  const env: NodeJS.ProcessEnv = {
    TEST_DATABASE_URL: server,
    BCRYPT_COST: process.env.BCRYPT_COST ?? '6',
    LOG_LEVEL: 'warn',
    ...(redis ? { REDIS_URL: redis.url } : {}),
  };

  const totals: Totals[] = [];
  if (only !== 'e2e') totals.push(await jestSuites(env, remote));
  if (only !== 'jest') {
    if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
      console.error(
        'Chromium not found at /usr/bin/chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
      );
      totals.push({ passed: 0, failed: 1 });
    } else totals.push(await playwrightSuites(env, remote));
  }
  if (remote) totals.push(await gateCheck(remote));
  const passed = totals.reduce((n, t) => n + t.passed, 0);
  const failed = totals.reduce((n, t) => n + t.failed, 0);
  redis?.stop();
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
