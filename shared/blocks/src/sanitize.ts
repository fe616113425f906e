import sanitizeHtml from 'sanitize-html';

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

const noAttributes = (): sanitizeHtml.Attributes => ({});

/** Marks that fail their check keep their tag name with no attributes; the filter drops them. */
const markTag =
  (tagName: 'mark' | 'code', className: string): sanitizeHtml.Transformer =>
  (_tag, attribs) => ({ tagName, attribs: hasClass(attribs.class, className) ? { class: className } : noAttributes() });

const requiredAttribute = (tag: string) => (tag === 'a' ? 'href' : tag === 'mark' || tag === 'code' ? 'class' : null);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'i', 'mark', 'code', 'a', 'br'],
  allowedAttributes: { a: ['href', 'rel', 'target'], mark: ['class'], code: ['class'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'title', 'head'],
  transformTags: {
    strong: 'b',
    em: 'i',
    mark: markTag('mark', MARKER_CLASS),
    code: markTag('code', INLINE_CODE_CLASS),
    a: (_tag, attribs) => {
      const href = cleanHref(attribs.href);
      return { tagName: 'a', attribs: href ? { href, rel: LINK_REL, target: LINK_TARGET } : noAttributes() };
    },
  },
  // Remove the tag, keep its content.
  exclusiveFilter: (frame) => {
    const required = requiredAttribute(frame.tag);
    return required !== null && !frame.attribs[required] ? 'excludeTag' : false;
  },
};

/**
 * Keeps only the allowed inline marks: <b>, <i>, <mark class="cdx-marker">,
 * <code class="inline-code">, <a href> with an http(s)/mailto target (rel and target forced) and
 * <br>. Other tags lose their markup but keep their text; script and style lose their content too.
 * <strong> and <em> become <b> and <i>.
 */
export function sanitizeInline(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitizeHtml(html, OPTIONS);
}
