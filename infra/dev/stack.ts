import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import {
  GATEWAY_PORT,
  MIDTRANS_SIMULATOR_PORT,
  OAUTH_STUB_PORT,
  RENDER_PORT,
  SERVICE_PORTS,
} from '@yayasan/service-kit';
import { recordOf } from '@yayasan/contracts';
import { serviceEntry } from './build-services';
import { ROOT } from './paths';
import type { DevSecrets } from './secrets';
import { supervise, type Supervised } from './supervise';

export const SERVICES = ['account', 'blog', 'donation', 'gallery', 'media'] as const;
export type Service = (typeof SERVICES)[number];

export interface StackPorts {
  gateway: number;
  /** The renderer: pages rendered on the server, for the gateway. */
  render: number;
  services: Record<Service, number>;
  midtrans: number;
  oauth: number;
}

export const DEFAULT_PORTS: StackPorts = {
  gateway: GATEWAY_PORT,
  render: RENDER_PORT,
  services: SERVICE_PORTS,
  midtrans: MIDTRANS_SIMULATOR_PORT,
  oauth: OAUTH_STUB_PORT,
};

export interface StackOptions {
  /** Full URL including the database name. */
  databaseUrl: string;
  dataDir: string;
  secrets: DevSecrets;
  ports: StackPorts;
  seedDemo: boolean;
  /** Where process output goes: the terminal (prefixed) or one log file. */
  logFile?: string;
  logLevel?: string;
  /** Settings for every process on top of the defaults. */
  extraEnv?: Record<string, string>;
  /** Run the services' compiled `dist/server.js` (as production does) instead of their sources. */
  compiled?: boolean;
  /** Start a process again when it crashes, with a growing pause (npm start; tests stop services on purpose). */
  restart?: boolean;
  /**
   * Ports of further replicas of a service, each started like the first once the first is ready (its
   * migrations done). The gateway spreads calls over all of them. With REDIS_URL set (here or in the
   * environment) every replica gets it, so they share limits, caches and notifications.
   */
  replicaPorts?: Partial<Record<Service, number[]>>;
}

/** One running replica of a service. */
export interface Replica {
  url: string;
  /** Its process (stop it, or kill it outright, to take the replica away). */
  process: Supervised;
}

export interface Stack {
  url: string;
  env: Record<string, string>;
  /** Every replica of each service, the first one (on `ports.services`) first. */
  replicas: Record<Service, Replica[]>;
  stop(): Promise<void>;
}

const tsx = (entry: string) => [process.execPath, ['--import', 'tsx', entry]] as const;

async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not become ready at ${url}`);
}

/**
 * Starts the whole site: local provider simulators, the services (account first, since the others
 * read its demo users when seeding), the renderer, then the gateway. Resolves when the gateway is ready.
 */
export async function startStack(o: StackOptions): Promise<Stack> {
  const children: Supervised[] = [];
  let log: WriteStream | undefined;
  if (o.logFile) {
    mkdirSync(join(o.logFile, '..'), { recursive: true });
    log = createWriteStream(o.logFile, { flags: 'a' });
  }
  const publicUrl = `http://localhost:${o.ports.gateway}`;
  const serviceUrl = (s: Service) => `http://127.0.0.1:${o.ports.services[s]}`;
  const replicas = recordOf(SERVICES, () => new Array<Replica>());
  const common: Record<string, string> = {
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    LOG_LEVEL: o.logLevel ?? 'warn',
    JWT_PUBLIC_KEY_FILE: o.secrets.jwtPublicKeyFile,
    PUBLIC_URL: publicUrl,
    SEED_DEMO: String(o.seedDemo),
    PUPPETEER_EXECUTABLE_PATH: process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
  };
  const env: Record<string, string> = {
    ...common,
    DATABASE_URL: o.databaseUrl,
    JWT_PRIVATE_KEY_FILE: o.secrets.jwtPrivateKeyFile,
    MAIL_OUTBOX_DIR: join(o.dataDir, 'outbox'),
    GOOGLE_USERINFO_URL: `http://127.0.0.1:${o.ports.oauth}/userinfo`,
    GOOGLE_OAUTH_POPUP_URL: `http://localhost:${o.ports.oauth}/authorize`,
    MEDIA_DIR: join(o.dataDir, 'media'),
    // The gateway serves published remote releases from here; `npm run release` writes them.
    RELEASES_DIR: join(o.dataDir, 'releases'),
    MEDIA_SIGNING_SECRET: o.secrets.mediaSigningSecret,
    INVOICE_SIGNING_SECRET: o.secrets.invoiceSigningSecret,
    UNSUBSCRIBE_SIGNING_SECRET: o.secrets.unsubscribeSigningSecret,
    MIDTRANS_SERVER_KEY: process.env.MIDTRANS_SERVER_KEY ?? 'SB-Mid-server-local-simulator',
    MIDTRANS_CLIENT_KEY: process.env.MIDTRANS_CLIENT_KEY ?? 'SB-Mid-client-local-simulator',
    MIDTRANS_BASE_URL: `http://127.0.0.1:${o.ports.midtrans}`,
    MIDTRANS_SIM_PORT: String(o.ports.midtrans),
    MIDTRANS_PUBLIC_URL: `http://localhost:${o.ports.midtrans}`,
    MIDTRANS_NOTIFICATION_URL: `http://127.0.0.1:${o.ports.gateway}/api/midtrans/notification`,
    OAUTH_STUB_PORT: String(o.ports.oauth),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...o.extraEnv,
  };

  const spawnProcess = (name: string, entry: string, extraEnv: Record<string, string>) => {
    const [cmd, args] = entry.endsWith('.js')
      ? [process.execPath, ['--enable-source-maps', entry]]
      : tsx(join(ROOT, entry));
    const write = (chunk: Buffer | string) => {
      if (log) log.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `));
      else process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `));
    };
    const start = () => {
      const child = spawn(cmd, args, {
        cwd: ROOT,
        env: { ...process.env, ...env, ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', write);
      child.stderr!.on('data', write);
      return child;
    };
    const handle = supervise(name, start, { log: (line) => write(`${line}\n`), restart: o.restart ?? false });
    children.push(handle);
    return handle;
  };

  const stop = async () => {
    await Promise.all(children.map((handle) => handle.stop()));
    log?.end();
  };

  try {
    const simulators: Promise<void>[] = [];
    for (const [name, entry, port] of [
      ['midtrans-sim', 'infra/midtrans-sim/server.ts', o.ports.midtrans],
      ['oauth-stub', 'infra/oauth-stub/server.ts', o.ports.oauth],
    ] as const) {
      if (!existsSync(join(ROOT, entry))) continue;
      const { child } = spawnProcess(name, entry, {});
      simulators.push(waitFor(`http://127.0.0.1:${port}/healthz`, child, name));
    }
    const startReplica = (s: Service, port: number, name: string) => {
      const entry = o.compiled ? serviceEntry(s) : `services/${s}/src/server.ts`;
      // The donation service tells the blog service (owner of notifications) about campaign news; both
      // have the media service copy pictures from other sites.
      const calls: Record<string, string> = {
        ...(s === 'donation' && { BLOG_SERVICE_URL: serviceUrl('blog') }),
        ...((s === 'blog' || s === 'donation') && { MEDIA_SERVICE_URL: serviceUrl('media') }),
        // A person's data export and erasure gather and change the blog's and donation's rows.
        ...(s === 'account' && {
          BLOG_SERVICE_URL: serviceUrl('blog'),
          DONATION_SERVICE_URL: serviceUrl('donation'),
          DATA_EXPORT_DIR: join(o.dataDir, 'exports'),
        }),
      };
      const handle = spawnProcess(name, entry, { PORT: String(port), ...calls });
      const url = `http://127.0.0.1:${port}`;
      replicas[s].push({ url, process: handle });
      return waitFor(`${url}/readyz`, handle.child, name, 120_000);
    };
    const startService = async (s: Service) => {
      await startReplica(s, o.ports.services[s], s);
      const more = o.replicaPorts?.[s] ?? [];
      await Promise.all(more.map((port, i) => startReplica(s, port, `${s}#${i + 2}`)));
    };
    await Promise.all([...simulators, startService('account'), startService('media')]);
    await Promise.all((['blog', 'donation', 'gallery'] as const).map(startService));

    // The renderer renders pages with the remotes' server containers, calling the site's API
    // through the gateway (which it needs only once a page is asked for).
    const { child: renderer } = spawnProcess(
      'render',
      o.compiled ? serviceEntry('render') : 'services/render/src/server.ts',
      { PORT: String(o.ports.render), RENDER_API_URL: `http://127.0.0.1:${o.ports.gateway}/api` },
    );
    await waitFor(`http://127.0.0.1:${o.ports.render}/readyz`, renderer, 'render');

    // Several replicas of a service: one comma-separated list, balanced round-robin by the gateway.
    const gatewayEnv = Object.fromEntries(
      SERVICES.map((s) => [`${s.toUpperCase()}_SERVICE_URL`, replicas[s].map((r) => r.url).join(',')]),
    );
    const { child: gateway } = spawnProcess(
      'gateway',
      o.compiled ? serviceEntry('gateway') : 'services/gateway/src/server.ts',
      { ...gatewayEnv, PORT: String(o.ports.gateway), RENDER_URL: `http://127.0.0.1:${o.ports.render}` },
    );
    await waitFor(`http://127.0.0.1:${o.ports.gateway}/readyz`, gateway, 'gateway');
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: publicUrl, env, replicas, stop };
}
