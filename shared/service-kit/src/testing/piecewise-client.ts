import { connect } from 'node:net';

export interface PiecewiseAnswer {
  status: number;
  body: string;
}

/**
 * Sends one HTTP/1.1 request over a plain TCP connection the way a browser on a slow link does: the body
 * in 16 KiB pieces, one per turn of the event loop, while the answer may already be coming back. Rejects
 * when the connection breaks (reset, or ended by the server) before the whole body is sent: what such a
 * client reports as "connection reset" instead of the answer. `inject` cannot show this: it has no socket.
 */
export function sendInPieces(
  url: string,
  request: { method: string; headers: Record<string, string>; body: Buffer },
): Promise<PiecewiseAnswer> {
  const { hostname, port, pathname, search } = new URL(url);
  const head =
    [
      `${request.method} ${pathname}${search} HTTP/1.1`,
      `host: ${hostname}:${port}`,
      'connection: close',
      `content-length: ${request.body.length}`,
      ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    ].join('\r\n') + '\r\n\r\n';
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let failure: Error | undefined;
    let closed = false;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (err) => (failure ??= err));
    socket.on('close', () => {
      closed = true;
      const text = Buffer.concat(received).toString();
      if (failure) return reject(new Error(`${failure.message} (received: ${text.split('\r\n')[0] || 'nothing'})`));
      resolve({ status: Number(text.split(' ')[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    const write = (piece: Buffer | string) =>
      new Promise<void>((done, fail) => socket.write(piece, (err) => (err ? fail(err) : done())));
    (async () => {
      await write(head);
      for (let at = 0; at < request.body.length && !closed; at += 16 * 1024) {
        await write(request.body.subarray(at, at + 16 * 1024));
        await new Promise((next) => setImmediate(next));
      }
    })().catch((err: Error) => (failure ??= err));
  });
}
