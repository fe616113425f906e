import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { GATEWAY_PORT, MIDTRANS_SIMULATOR_PORT, OAUTH_STUB_PORT, SERVICE_PORTS } from '@yayasan/service-kit';
import { serviceEntry } from './build-services';
import { ROOT } from './paths';
import type { DevSecrets } from './secrets';
import { supervise, type Supervised } from './supervise';

export const SERVICES = ['account', 'blog', 'donation', 'gallery', 'media'] as const;
export type Service = (typeof SERVICES)[number];

export interface StackPorts {
  gateway: number;
  services: Record<Service, number>;
  midtrans: number;
  oauth: number;
}

export const DEFAULT_PORTS: StackPorts = {
  gateway: GATEWAY_PORT,
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
}

export interface Stack {
  url: string;
  env: Record<string, string>;
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
 * read its demo users when seeding), then the gateway. Resolves when the gateway is ready.
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
    return handle.child;
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
      const child = spawnProcess(name, entry, {});
      simulators.push(waitFor(`http://127.0.0.1:${port}/healthz`, child, name));
    }
    const startService = (s: Service) => {
      const entry = o.compiled ? serviceEntry(s) : `services/${s}/src/server.ts`;
      // The donation service tells the blog service (owner of notifications) about campaign news.
      const calls: Record<string, string> = s === 'donation' ? { BLOG_SERVICE_URL: serviceUrl('blog') } : {};
      const child = spawnProcess(s, entry, { PORT: String(o.ports.services[s]), ...calls });
      return waitFor(`${serviceUrl(s)}/readyz`, child, s, 120_000);
    };
    await Promise.all([...simulators, startService('account'), startService('media')]);
    await Promise.all((['blog', 'donation', 'gallery'] as const).map(startService));

    const gatewayEnv = Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_SERVICE_URL`, serviceUrl(s)]));
    const gateway = spawnProcess('gateway', o.compiled ? serviceEntry('gateway') : 'services/gateway/src/server.ts', {
      ...gatewayEnv,
      PORT: String(o.ports.gateway),
    });
    await waitFor(`http://127.0.0.1:${o.ports.gateway}/readyz`, gateway, 'gateway');
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: publicUrl, env, stop };
}
