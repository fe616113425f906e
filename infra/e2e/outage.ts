import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from '@yayasan/service-kit/testing';
import { serviceEntry } from '../dev/build-services';
import { ROOT } from '../dev/paths';
import { SERVICES, type Service } from '../dev/stack';
import { e2eState } from './state';

/**
 * A TCP hop in front of one real service. `stop()` closes it so a connection is refused, as when
 * the service is down; `start()` forwards to the service again.
 */
class UpstreamSwitch {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: URL,
  ) {}

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = createConnection({ host: this.target.hostname, port: Number(this.target.port) });
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export interface OutageGateway {
  /** The site's address through this gateway. */
  url: string;
  /** Stops (as if the service were down) or restarts the named service as this gateway sees it. */
  stop(service: Service): Promise<void>;
  start(service: Service): Promise<void>;
  close(): Promise<void>;
}

/**
 * A second gateway in front of the running E2E stack, built and configured as the stack's own,
 * whose calls to `switched` services go through switches a test can turn off. The stack's gateway
 * and services are left alone, so tests running beside this one are not affected.
 */
export async function startOutageGateway(switched: Service[]): Promise<OutageGateway> {
  const state = e2eState();
  const switches = new Map<Service, UpstreamSwitch>();
  for (const s of switched) {
    const sw = new UpstreamSwitch(await freePort(), new URL(state.serviceUrls[s]));
    await sw.start();
    switches.set(s, sw);
  }
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const serviceEnv = Object.fromEntries(
    SERVICES.map((s) => {
      const sw = switches.get(s);
      return [`${s.toUpperCase()}_SERVICE_URL`, sw ? `http://127.0.0.1:${sw.port}` : state.serviceUrls[s]];
    }),
  );
  const midtrans = new URL(state.midtransUrl);
  const child: ChildProcess = spawn(process.execPath, [serviceEntry('gateway')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: url,
      WEB_ROOT: ROOT,
      MIDTRANS_BASE_URL: state.midtransUrl,
      MIDTRANS_PUBLIC_URL: `http://localhost:${midtrans.port}`,
      ...serviceEnv,
    },
    // Its request log (every refused call while a service is off) would bury the test report.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the outage gateway exited with code ${code}`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitForHealth(`http://127.0.0.1:${port}/healthz`), exited]);

  const find = (s: Service) => {
    const sw = switches.get(s);
    if (!sw) throw new Error(`${s} is not switched by this gateway`);
    return sw;
  };
  return {
    url,
    stop: (s) => find(s).stop(),
    start: (s) => find(s).start(),
    async close() {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await gone;
      await Promise.all([...switches.values()].map((sw) => sw.stop()));
    },
  };
}

async function waitForHealth(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
