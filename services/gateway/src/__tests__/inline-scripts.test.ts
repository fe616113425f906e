import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { allowInlineScripts, inlineScriptHashes } from '../pages/inline-scripts';

const REPLAY = 'addEventListener("submit",function(a){})';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('only executable inline scripts are hashed: not data blocks, not files, each text once', () => {
  const html = [
    `<form action="javascript:throw new Error('x')"></form><script>${REPLAY}</script>`,
    `<script>${REPLAY}</script>`,
    '<script type="application/json" id="server-state">{"a":1}</script>',
    '<script type="application/ld+json">{}</script>',
    '<script src="/main.js"></script>',
  ].join('');
  expect(inlineScriptHashes(html)).toEqual([sha256(REPLAY)]);
  expect(inlineScriptHashes('<div>Tanpa skrip</div>')).toEqual([]);
});

test("the hashes join this answer's script-src and nothing else", () => {
  const headers = new Map<string, string>([
    ['content-security-policy', "default-src 'self';script-src 'self' https://accounts.google.com;style-src 'self'"],
  ]);
  const reply = {
    raw: {
      getHeader: (name: string) => headers.get(name),
      setHeader: (name: string, v: string) => headers.set(name, v),
    },
  } as unknown as FastifyReply;
  allowInlineScripts(reply, [sha256(REPLAY)]);
  expect(headers.get('content-security-policy')).toBe(
    `default-src 'self';script-src 'self' https://accounts.google.com ${sha256(REPLAY)};style-src 'self'`,
  );
});
