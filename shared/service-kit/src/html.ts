const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an HTML element or a quoted attribute (the receipt, small server pages; mails are React). */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);

/**
 * JSON for a `<script type="application/json">` or `application/ld+json` block: `<` is escaped so that
 * no value can close the element; U+2028/9 are escaped for old JSON consumers.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
