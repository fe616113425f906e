const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);

/** A void element (`<link>`, `<img>`) with every attribute value escaped. */
export const voidElement = (name: string, attrs: Record<string, string | number>): string =>
  `<${name} ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeHtml(String(v))}"`)
    .join(' ')} />`;

/**
 * JSON for a `<script type="application/json">` or `application/ld+json` block: `<` is escaped so that
 * no value can close the element; U+2028/9 are escaped for old JSON consumers.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
