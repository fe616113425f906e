// Everything of the browser entry plus the sanitizing write path (sanitize-html): server code only.
export * from './index';
export { sanitizeInline, canonicalInline, normalizeBlock, normalizeDocument } from './sanitize';
export { mapImageUrls } from './image-urls';
