import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const FIXTURE = join(__dirname, 'fixtures', 'graceful-server.ts');

/** The fixture process, its output so far, and a way to wait for a line of it. */
function start(graceMs: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, GRACE_MS: String(graceMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const waiters: (() => void)[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    waiters.splice(0).forEach((wake) => wake());
  });
  const waitFor = async (pattern: RegExp): Promise<RegExpMatchArray> => {
    for (;;) {
      const match = out.match(pattern);
      if (match) return match;
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, waitFor, exited, output: () => out };
}

describe('stopping a service', () => {
  let running: ChildProcess | undefined;
  afterEach(() => running?.kill('SIGKILL'));

  it('on SIGTERM finishes the request it is answering, closes its pools, and exits cleanly', async () => {
    const p = start(60_000);
    running = p.child;
    const [, url] = await p.waitFor(/listening (\S+)/);
    const answer = fetch(`${url}/slow`).then((res) => res.json());
    await p.waitFor(/slow started/);
    p.child.kill('SIGTERM');
    expect(await answer).toEqual({ done: true });
    expect(await p.exited).toBe(0);
    expect(p.output()).toContain('pools closed');
  });

  it('exits anyway, as failed, when a request never ends within the grace period', async () => {
    const p = start(1_000);
    running = p.child;
    const [, url] = await p.waitFor(/listening (\S+)/);
    fetch(`${url}/stuck`).catch(() => undefined);
    await p.waitFor(/stuck started/);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(1);
  });
});
