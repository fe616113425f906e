import sanitizeHtml from 'sanitize-html';
import { reserializeInline } from './inline';
import { INLINE_CODE_CLASS, LINK_REL, LINK_TARGET, MARKER_CLASS, cleanHref, hasClass } from './marks';
import { createNormalizer } from './normalize';

/*
 * Server-side only: sanitize-html stays out of browser bundles. Browsers render blocks that the
 * server cleaned on write.
 */

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

/** Sanitizes and rewrites inline HTML in the one form that Slate round trips reproduce. */
export function canonicalInline(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return reserializeInline(sanitizeInline(html));
}

/** Content validation for writes: every inline string goes through the sanitizer. */
export const { normalizeBlock, normalizeDocument } = createNormalizer(canonicalInline);
