import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** An executable inline script: no `src`, and no data type (`application/json`, `application/ld+json`). */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP source of each inline script React wrote into a page's body: its form-replaying runtime,
 * which holds a form submitted before hydration and hands it to the form's action once hydrated. A
 * hash allows exactly that text, and the same page and release always hash the same.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** Allows these inline scripts on this answer only, beside the site's own script sources. */
export function allowInlineScripts(reply: FastifyReply, hashes: string[]): void {
  const policy = reply.raw.getHeader('content-security-policy');
  if (hashes.length === 0 || typeof policy !== 'string') return;
  reply.raw.setHeader(
    'content-security-policy',
    policy.replace(
      /(^|;)(\s*script-src\s[^;]*)/,
      (_, start: string, directive: string) => `${start}${directive} ${hashes.join(' ')}`,
    ),
  );
}
