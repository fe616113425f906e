// jsdom lacks what react-router 7 and RTK Query expect of a browser: TextEncoder/Decoder and fetch.
const { TextEncoder, TextDecoder } = require('node:util');
const { ReadableStream, TransformStream, WritableStream } = require('node:stream/web');
const { MessageChannel, MessagePort, BroadcastChannel } = require('node:worker_threads');
Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  ReadableStream,
  TransformStream,
  WritableStream,
  MessageChannel,
  MessagePort,
  BroadcastChannel,
});
if (typeof globalThis.fetch === 'undefined') {
  const { fetch, Request, Response, Headers } = require('undici');
  Object.assign(globalThis, { fetch, Request, Response, Headers });
}
