/**
 * The one rule for URLs that may become a link or an image source, in the browser and on the
 * server: an absolute http(s) URL written in full. Everything else (javascript:, data:, vbscript:,
 * other schemes, protocol-relative `//host` and relative paths) is refused.
 */

/**
 * The text of a URL as a browser reads an attribute: whitespace and control characters around it
 * dropped, tabs and newlines inside it removed (so `java\tscript:` cannot hide a scheme).
 */
export function linkText(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/^[\s\u0000-\u001F]+|[\s\u0000-\u001F]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The parsed URL when `raw` is an absolute `http://` or `https://` URL with a host, else null. */
export function parseHttpUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string') return null;
  const text = linkText(raw);
  // The scheme must be written with its slashes: 'https:evil.test' is refused, not guessed at.
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url : null;
  } catch {
    return null;
  }
}

/** True when `raw` may become a link or a source: see `parseHttpUrl`. */
export const isHttpUrl = (raw: unknown): boolean => parseHttpUrl(raw) !== null;
