import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { BROWSER_RENDERED_DIGEST } from '@yayasan/contracts';

/**
 * The whole markup once every Suspense boundary has resolved. An error inside a boundary (a remote's
 * area) is not fatal: React writes the boundary's fallback and the browser renders that part.
 */
export function renderToHtml(element: ReactNode, onRecoverable: (error: unknown, stack?: string | null) => void) {
  return new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary is complete before the first byte: written in place, never moved in later by an
      // inline script (React outlines large boundaries otherwise, and the page would need its scripts).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error, info) => {
        onRecoverable(error, info?.componentStack);
        return BROWSER_RENDERED_DIGEST;
      },
    });
  });
}
