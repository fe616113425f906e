import { spawn, type ChildProcess } from 'node:child_process';
import { connectionFromUrl } from '@yayasan/service-kit';

/**
 * The MariaDB command-line tools (Debian `mariadb-client`): how to point them at a server URL and how
 * to wait for one. The password travels in MYSQL_PWD, never on a command line others can read.
 */
export function toolConnection(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const c = connectionFromUrl(url);
  return {
    args: [`--host=${c.host}`, `--port=${c.port}`, `--user=${c.user}`],
    env: { ...process.env, MYSQL_PWD: c.password ?? '' },
  };
}

/** Starts a tool with its stdin and stdout as pipes; its stderr is kept for the error message. */
export function startTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): ChildProcess & { done: Promise<void> } {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString();
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`)),
    );
  });
  return Object.assign(child, { done });
}

/** A tool's whole standard output as text (short answers only, e.g. a version). */
export async function toolOutput(command: string, args: string[]): Promise<string> {
  const child = startTool(command, args, process.env);
  child.stdin!.end();
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await child.done;
  return out.trim();
}
