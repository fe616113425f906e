// Component tests run in jsdom, which lacks what react-router 7, RTK Query and the network fake expect
// of a browser; Node provides them. Files, blobs and forms come from Node too, so that an upload the
// fake receives is the FormData that was sent.
const { TextEncoder, TextDecoder } = require('node:util');
const { ReadableStream, TransformStream, WritableStream } = require('node:stream/web');
const { MessageChannel, MessagePort, BroadcastChannel } = require('node:worker_threads');
const { Blob, File } = require('node:buffer');
const { setImmediate, clearImmediate } = require('node:timers');
Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  ReadableStream,
  TransformStream,
  WritableStream,
  MessageChannel,
  MessagePort,
  BroadcastChannel,
  Blob,
  File,
  // React's scheduler takes setImmediate when there is one, as under Node; otherwise it keeps a
  // MessageChannel port listening for the rest of the run, which stops jest from exiting.
  setImmediate,
  clearImmediate,
});
const { fetch, FormData, Headers, Request, Response } = require('undici');
Object.assign(globalThis, { fetch, FormData, Headers, Request, Response });

// The one network fake: a request no test answers fails the test instead of reaching the network.
const { server } = require('@yayasan/ui/testing');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// findBy*/waitFor wait for a condition; their limit catches a hang, never a slow machine (1 s by default).
require('@testing-library/react').configure({ asyncUtilTimeout: 30000 });
