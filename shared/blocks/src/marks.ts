/** The inline mark vocabulary shared by the sanitizer, the parser and the renderer (no dependencies). */

export const MARKER_CLASS = 'cdx-marker';
export const INLINE_CODE_CLASS = 'inline-code';
export const LINK_REL = 'noopener noreferrer';
export const LINK_TARGET = '_blank';

/**
 * A link target as browsers would read it (surrounding spaces and controls trimmed, tabs and
 * newlines removed), or null unless it is an absolute http(s) URL or a mailto: address.
 */
export function cleanHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const value = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (/^mailto:/i.test(value)) return value.length > 'mailto:'.length ? value : null;
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? value : null;
  } catch {
    return null;
  }
}

/** True when the space-separated class attribute contains `name`. */
export function hasClass(classAttr: unknown, name: string): boolean {
  return typeof classAttr === 'string' && classAttr.split(/\s+/).includes(name);
}
