import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { logRequests, quietRequestLogs, requestLogFromEnv, REQUEST_LOG_SAMPLE, SLOW_REQUEST_MS } from '../request-log';

/** An instance whose log lines are collected, with one fast, one slow and one failing route. */
async function app(options: Parameters<typeof logRequests>[1]) {
  const lines: { msg: string; statusCode?: number; level: number }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const fastify = Fastify({
    logger: { level: 'info', stream },
    logController: quietRequestLogs(),
  });
  logRequests(fastify, options);
  fastify.get('/ok', async () => ({ ok: true }));
  fastify.get('/broken', async (_req, reply) => reply.code(503).send({ error: 'x' }));
  await fastify.ready();
  return { fastify, lines };
}

const messages = (lines: { msg: string }[]) => lines.map((l) => l.msg);

test('failed requests are always logged, ordinary ones not when the sample is 0', async () => {
  const { fastify, lines } = await app({ slowMs: 60_000, sample: 0 });
  await fastify.inject('/ok');
  await fastify.inject('/broken');
  expect(messages(lines)).toEqual(['request failed']);
  expect(lines[0]).toMatchObject({ statusCode: 503, level: 50 });
  await fastify.close();
});

test('a request at or over the slow limit is logged as slow', async () => {
  const { fastify, lines } = await app({ slowMs: 0, sample: 0 });
  await fastify.inject('/ok');
  expect(messages(lines)).toEqual(['slow request']);
  await fastify.close();
});

test('ordinary requests are logged by the sample', async () => {
  const draws = [0.005, 0.5];
  const { fastify, lines } = await app({ slowMs: 60_000, sample: 0.01, random: () => draws.shift() ?? 1 });
  await fastify.inject('/ok');
  await fastify.inject('/ok');
  expect(messages(lines)).toEqual(['request completed']);
  await fastify.close();
});

test('settings from the environment, with safe defaults for missing or malformed values', () => {
  expect(requestLogFromEnv({})).toEqual({ slowMs: SLOW_REQUEST_MS, sample: REQUEST_LOG_SAMPLE });
  expect(requestLogFromEnv({ SLOW_REQUEST_MS: '250', REQUEST_LOG_SAMPLE: '1' })).toEqual({ slowMs: 250, sample: 1 });
  expect(requestLogFromEnv({ SLOW_REQUEST_MS: 'soon', REQUEST_LOG_SAMPLE: '2' })).toEqual({
    slowMs: SLOW_REQUEST_MS,
    sample: REQUEST_LOG_SAMPLE,
  });
});
