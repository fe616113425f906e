import Fastify, { type FastifyInstance } from 'fastify';
import { NOTIFICATION_STREAM_PATH } from '@yayasan/contracts';
import { buildGateway } from '../app';
import { SERVICE_NAMES, type ServiceName } from '../services';

/**
 * A blog service whose stream sends one event, then a second one only after the client confirms it
 * saw the first (so the first cannot have been held back until the end), then a third after three
 * times the gateway's ordinary upstream timeout.
 */
async function streamingBlog(ordinaryTimeoutMs: number) {
  const app = Fastify();
  let confirm: () => void = () => undefined;
  const confirmed = new Promise<void>((resolve) => (confirm = resolve));
  app.get(NOTIFICATION_STREAM_PATH, (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    // Large enough for the gateway's compression threshold, were it compressing.
    reply.raw.write(`event: notification\ndata: {"n":1,"pad":"${'x'.repeat(2048)}"}\n\n`);
    void confirmed.then(() => {
      reply.raw.write('event: notification\ndata: {"n":2}\n\n');
      setTimeout(() => reply.raw.end('event: notification\ndata: {"n":3}\n\n'), ordinaryTimeoutMs * 3);
    });
    request.raw.on('close', () => reply.raw.end());
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, confirm };
}

describe('the gateway and the live notification stream', () => {
  // Not below a second: the HTTP client times idle bodies with coarse timers.
  const ORDINARY_TIMEOUT_MS = 1000;
  let blog: Awaited<ReturnType<typeof streamingBlog>>;
  let gateway: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    blog = await streamingBlog(ORDINARY_TIMEOUT_MS);
    const blogUrl = `http://127.0.0.1:${(blog.app.server.address() as { port: number }).port}`;
    const services = Object.fromEntries(SERVICE_NAMES.map((n) => [n, blogUrl])) as Record<ServiceName, string>;
    gateway = await buildGateway({ services, webRoot: '/nonexistent', upstreamTimeoutMs: ORDINARY_TIMEOUT_MS });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await gateway.close();
    await blog.app.close();
  });

  it('passes events through as they come, uncompressed, past the ordinary upstream timeout', async () => {
    const res = await fetch(`${baseUrl}/api${NOTIFICATION_STREAM_PATH}`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('"n":1')) text += (await reader.read()).value ?? '';
    blog.confirm();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    expect(text).toContain('"n":2');
    expect(text).toContain('"n":3');
  });
});
