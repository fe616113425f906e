import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase } from '@yayasan/service-kit';
import { freePort } from '@yayasan/service-kit/testing';
import { buildServices, SERVICE_APPS, serviceEntry, type ServiceApp } from '../dev/build-services';
import { resolveDatabaseServer } from '../dev/database';
import { ROOT } from '../dev/paths';
import { ensureSecrets } from '../dev/secrets';

/**
 * Start-up time (process start to /healthz answering) and resident memory once ready, of every
 * process run compiled (`node dist/server.js`, as production) and from its sources through tsx (as
 * before). `node --import tsx infra/deploy/measure-startup.ts [runs]` prints a Markdown table of
 * medians. The processes start one at a time against a fresh database (migrated by a first, uncounted
 * start), so each measures its own start only.
 */
const RUNS = Number(process.argv[2] ?? 3);

type Way = 'compiled' | 'tsx';

const command = (name: ServiceApp, way: Way): string[] =>
  way === 'compiled'
    ? ['--enable-source-maps', serviceEntry(name)]
    : ['--import', 'tsx', join(ROOT, 'services', name, 'src', 'server.ts')];

/** Resident memory of a process in MiB (Linux /proc). */
const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function ready(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer within two minutes`);
}

async function startOnce(name: ServiceApp, way: Way, env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, command(name, way), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await ready(`http://127.0.0.1:${port}/healthz`, child);
    return { ms: performance.now() - started, rss: rssMiB(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  await buildServices();
  const databaseUrl = `${await resolveDatabaseServer()}/yayasan_measure_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'measure-startup-'));
  const secrets = ensureSecrets(dir);
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    JWT_PUBLIC_KEY_FILE: secrets.jwtPublicKeyFile,
    JWT_PRIVATE_KEY_FILE: secrets.jwtPrivateKeyFile,
    MEDIA_DIR: join(dir, 'media'),
    RELEASES_DIR: join(dir, 'releases'),
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    // Background jobs off: only the start is measured.
    RECONCILE_INTERVAL_MS: '0',
    MAIL_JOB_INTERVAL_MS: '0',
  };
  const rows: string[] = [];
  try {
    for (const name of SERVICE_APPS) {
      await startOnce(name, 'compiled', env); // migrates the fresh database; not counted
      const results: Record<Way, { ms: number; rss: number }[]> = { compiled: [], tsx: [] };
      for (let i = 0; i < RUNS; i++) {
        for (const way of ['compiled', 'tsx'] as const) results[way].push(await startOnce(name, way, env));
      }
      const [c, t] = (['compiled', 'tsx'] as const).map((way) => ({
        ms: median(results[way].map((r) => r.ms)),
        rss: median(results[way].map((r) => r.rss)),
      }));
      rows.push(`| ${name} | ${t.ms.toFixed(0)} | ${c.ms.toFixed(0)} | ${t.rss.toFixed(0)} | ${c.rss.toFixed(0)} |`);
    }
  } finally {
    await dropDatabase(databaseUrl).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nMedian of ${RUNS} starts each (start to /healthz answering; resident memory when ready)\n`);
  console.log('| process | tsx start (ms) | compiled start (ms) | tsx RSS (MiB) | compiled RSS (MiB) |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
