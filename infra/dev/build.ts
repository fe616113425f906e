import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServices } from './build-services';
import { APPS, ROOT } from './paths';

const STAMP = '.build-stamp';

/** Newest modification time under the given folders (node_modules and dist excluded). */
function newestMtime(dirs: string[]): number {
  let newest = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      newest = Math.max(newest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') continue;
      const p = join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}

function sourcesOf(app: string): string[] {
  const shared = readdirSync(join(ROOT, 'shared')).map((p) => join(ROOT, 'shared', p));
  return [
    join(ROOT, app, 'src'),
    join(ROOT, app, 'webpack.config.js'),
    join(ROOT, app, 'package.json'),
    ...shared,
    join(ROOT, 'package-lock.json'),
  ];
}

export function isStale(app: string): boolean {
  const stamp = join(ROOT, app, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  return newestMtime(sourcesOf(app)) > Number(readFileSync(stamp, 'utf8'));
}

/**
 * Builds into a fresh folder and swaps it in, so a page being served (or a second build running at
 * the same time) never sees a half-written dist. Both builds of the app go there: the browser's and
 * its server container in `server/`.
 */
function webpack(app: string): Promise<void> {
  const started = newestMtime(sourcesOf(app));
  const dist = join(ROOT, app, 'dist');
  const building = `${dist}.building-${process.pid}`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--env', `dist=${building}`],
      { cwd: join(ROOT, app), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code !== 0) {
        rmSync(building, { recursive: true, force: true });
        return reject(new Error(`build of ${app} failed:\n${output.slice(-4000)}`));
      }
      writeFileSync(join(building, STAMP), String(started));
      const old = `${dist}.old-${process.pid}`;
      if (existsSync(dist)) renameSync(dist, old);
      renameSync(building, dist);
      rmSync(old, { recursive: true, force: true });
      resolve();
    });
  });
}

/** Builds every app (or those of `apps`) whose sources changed since its last build, two at a time. */
export async function buildStale({
  force = false,
  log = console.log,
  apps = APPS,
}: { force?: boolean; log?: (line: string) => void; apps?: readonly string[] } = {}): Promise<void> {
  const queue = apps.filter((app) => force || isStale(app));
  if (queue.length === 0) return;
  log(`Building ${queue.join(', ')}...`);
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const t = Date.now();
      await webpack(app);
      log(`  built ${app} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
}

if (require.main === module) {
  buildStale({ force: process.argv.includes('--force') })
    .then(() => buildServices())
    .catch((err) => {
      console.error(err.message);
      process.exit(1);
    });
}
