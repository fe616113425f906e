import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, PLACEHOLDER_WIDTH, placeholderName, variantName } from '@yayasan/contracts';
import { LIMITS } from '@yayasan/validation';
import { extensionFor, tooManyPixels, unsupportedType } from './images';
import type { Storage } from './storage';

const MAX_INPUT_PIXELS = LIMITS.uploadMaxPixels;
const FALLBACK_MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

export type ImageType = 'image/png' | 'image/jpeg';

export interface StoredImage {
  name: string;
  body: Buffer;
  contentType: string;
}

/**
 * Decodes an upload and re-encodes every rendition the shared naming rule promises (`@yayasan/contracts`
 * media.ts): the fallback in the original format, WebP at each width, and the placeholder. EXIF orientation
 * is applied to the pixels; sharp writes no metadata (EXIF, GPS, XMP, IPTC, ICC, comments) unless asked, and
 * nothing here asks. Bytes that do not decode answer the spec's type message.
 */
export async function renderImage(input: Buffer, type: ImageType, baseName: string): Promise<StoredImage[]> {
  await checkPixels(input);
  // limitInputPixels again, in case the decoder meets more pixels than the header announced.
  const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    // Width after EXIF orientation is applied, which is what the variants are measured against.
    const { width } = (await source.metadata()).autoOrient;
    return await render(source, width, type, baseName);
  } catch (err) {
    // The message of sharp's error, read without assuming where its Error class comes from.
    if (/pixel limit/i.test(String(err))) throw tooManyPixels();
    throw unsupportedType();
  }
}

/**
 * Refuses a picture whose header claims more than LIMITS.uploadMaxPixels, with the size message, before
 * any pixel is decoded: metadata() reads the header only (a 3 MB PNG can claim billions of pixels).
 */
export async function checkPixels(input: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw unsupportedType();
  }
  if (!width || !height) throw unsupportedType();
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
}

async function render(source: Sharp, width: number, type: ImageType, baseName: string): Promise<StoredImage[]> {
  const resized = (w: number) => source.clone().resize({ width: Math.min(w, width), withoutEnlargement: true });
  const fallback =
    type === 'image/png'
      ? resized(FALLBACK_MAX_WIDTH).png({ compressionLevel: 8 })
      : resized(FALLBACK_MAX_WIDTH).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });

  // Widths past the original share one encode (never enlarged).
  const encodes = new Map<number, Promise<Buffer>>();
  const webpAt = (w: number) => {
    const actual = Math.min(w, width);
    if (!encodes.has(actual)) encodes.set(actual, resized(actual).webp({ quality: 75, effort: 3 }).toBuffer());
    return encodes.get(actual)!;
  };

  const [fallbackBody, placeholderBody, ...variantBodies] = await Promise.all([
    fallback.toBuffer(),
    resized(PLACEHOLDER_WIDTH).webp({ quality: 40 }).toBuffer(),
    ...IMAGE_WIDTHS.map(webpAt),
  ]);
  return [
    ...IMAGE_WIDTHS.map((w, i) => ({
      name: variantName(baseName, w),
      body: variantBodies[i],
      contentType: 'image/webp',
    })),
    { name: placeholderName(baseName), body: placeholderBody, contentType: 'image/webp' },
    // Last: once the image's own name exists, so does every rendition derived from it.
    { name: `${baseName}.${extensionFor(type)}`, body: fallbackBody, contentType: type },
  ];
}

/** Renders and stores an image under `<baseName>.<ext>` and its derived names. */
export async function storeImage(storage: Storage, input: Buffer, type: ImageType, baseName: string): Promise<void> {
  for (const file of await renderImage(input, type, baseName))
    await storage.put(file.name, file.body, file.contentType);
}
