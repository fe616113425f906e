/** The inline mark vocabulary shared by the sanitizer, the parser and the renderer. */
import { parseHttpUrl, linkText } from '@yayasan/validation';

export const MARKER_CLASS = 'cdx-marker';
export const INLINE_CODE_CLASS = 'inline-code';
export const LINK_REL = 'noopener noreferrer';
export const LINK_TARGET = '_blank';

/**
 * A link target as browsers would read it, or null unless it is an http(s) link (the rule of
 * `parseHttpUrl`) or a mailto: address, which text may also link to.
 */
export function cleanHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = linkText(raw);
  if (/^mailto:/i.test(value)) return value.length > 'mailto:'.length ? value : null;
  return parseHttpUrl(value) ? value : null;
}

/** True when the space-separated class attribute contains `name`. */
export function hasClass(classAttr: unknown, name: string): boolean {
  return typeof classAttr === 'string' && classAttr.split(/\s+/).includes(name);
}
