import { createServer } from 'node:http';
import { Pool } from 'undici';

/**
 * The least any extra hop costs on this host: a Node proxy with a keep-alive pool and nothing else
 * (no security headers, compression, logs, metrics or failover). Started by the bench as a process of
 * its own, like the gateway; it forwards every call to UPSTREAM and says `ready` with its port.
 */
const pool = new Pool(process.env.UPSTREAM!, { connections: 32 });

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    try {
      const answer = await pool.request({
        path: request.url!,
        method: request.method ?? 'GET',
        headers: { 'content-type': request.headers['content-type'] ?? 'application/octet-stream' },
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      response.writeHead(answer.statusCode, {
        'content-type': String(answer.headers['content-type']),
        'content-length': body.length,
      });
      response.end(body);
    } catch {
      response.writeHead(502).end();
    }
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ ready: typeof address === 'object' && address ? address.port : 0 });
});
