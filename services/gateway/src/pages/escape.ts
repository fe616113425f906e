import { escapeHtml } from '@yayasan/service-kit/html';

/** A void element (`<link>`, `<img>`) with every attribute value escaped. */
export const voidElement = (name: string, attrs: Record<string, string | number>): string =>
  `<${name} ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeHtml(String(v))}"`)
    .join(' ')} />`;
