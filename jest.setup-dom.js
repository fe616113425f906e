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
const { fetch, FormData: NodeFormData, Headers, Request, Response } = require('undici');
// A form action's data: React reads the submitted <form> with `new FormData(form, submitter)`, which
// only jsdom's FormData understands; its fields are copied into Node's, which fetch and the fake take.
const DomFormData = globalThis.FormData;
class FormData extends NodeFormData {
  constructor(form, submitter) {
    super();
    if (form === undefined) return;
    for (const [name, value] of submitter ? new DomFormData(form, submitter) : new DomFormData(form)) {
      this.append(name, value);
    }
  }
}
Object.assign(globalThis, { fetch, FormData, Headers, Request, Response });

// The one network fake: a request no test answers fails the test instead of reaching the network.
const { server } = require('@yayasan/ui/testing');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// As in development, an API answer that breaks its endpoint's contract fails the test that got it (its
// fixture or its page drifted), not only a line in the console. So does markup the HTML parser would
// rebuild (a <p> in a <p>): the server's page would then not hydrate. A test about the check itself
// silences the console with its own spy.
const { CONTRACT_BREAK } = require('@yayasan/store');
const INVALID_NESTING = /^In HTML, .* cannot be a (descendant|child) of /;
const consoleError = console.error;
let failures = [];
console.error = (...args) => {
  if (typeof args[0] === 'string' && (args[0].includes(CONTRACT_BREAK) || INVALID_NESTING.test(args[0]))) {
    failures.push(args[0]);
  }
  consoleError(...args);
};
afterEach(() => {
  const found = failures;
  failures = [];
  if (found.length > 0)
    throw new Error(`This test's page broke a rule of the contract or of HTML:\n${found.join('\n')}`);
});

// findBy*/waitFor wait for a condition; their limit catches a hang, never a slow machine (1 s by default).
require('@testing-library/react').configure({ asyncUtilTimeout: 30000 });
