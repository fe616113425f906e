import type { ChildProcess } from 'node:child_process';

export interface SuperviseOptions {
  /** Where restart notices go (npm start's output). */
  log: (line: string) => void;
  /** false: only watch and stop the process, never start it again. */
  restart?: boolean;
  /** Waits before each restart in a row; the last one repeats. */
  delaysMs?: number[];
  /** A process that ran this long before exiting counts as healthy: the next restart waits the first delay again. */
  healthyAfterMs?: number;
}

export interface Supervised {
  /** The process running now. */
  readonly child: ChildProcess;
  /** Stops it for good (no restart): SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
}

export const RESTART_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Keeps a process running: when it exits on its own it is started again, after a growing pause, and says so. */
export function supervise(name: string, start: () => ChildProcess, o: SuperviseOptions): Supervised {
  const delays = o.delaysMs ?? RESTART_DELAYS_MS;
  let child = start();
  let startedAt = Date.now();
  let attempt = 0;
  let stopping = false;
  let pending: NodeJS.Timeout | undefined;

  const watch = (proc: ChildProcess) =>
    proc.once('exit', (code, signal) => {
      if (stopping || o.restart === false) return;
      if (Date.now() - startedAt >= (o.healthyAfterMs ?? 60_000)) attempt = 0;
      const wait = delays[Math.min(attempt, delays.length - 1)];
      attempt += 1;
      o.log(`${name} berhenti (${signal ?? `kode ${code}`}); dijalankan lagi dalam ${wait / 1000} detik`);
      pending = setTimeout(() => {
        pending = undefined;
        if (stopping) return;
        child = start();
        startedAt = Date.now();
        watch(child);
      }, wait);
    });
  watch(child);

  return {
    get child() {
      return child;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (pending) clearTimeout(pending);
        if (child.exitCode !== null || child.signalCode) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
