import type { GalleryBody } from '@yayasan/contracts';
import { badRequest } from '@yayasan/service-kit';
import { checkGallery, LIMITS, MESSAGES, parseHttpUrl } from '@yayasan/validation';
import type { GalleryInput } from './gallery';

export const TITLE_MAX = 200;
export const TITLE_TOO_LONG = `Judul galeri maksimal ${TITLE_MAX} karakter`;
export const IMAGE_NOT_OURS = 'Gambar galeri harus diupload melalui situs ini';

/** `${PUBLIC_URL}/media/`: the only place gallery images may come from. */
export function mediaUrlPrefix(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/media/`;
}

/** True when the URL points into our media store (and stays there once normalised). */
export function isOwnMediaUrl(url: string, prefix: string): boolean {
  if (!url.startsWith(prefix) || url.length === prefix.length) return false;
  return parseHttpUrl(url)?.href.startsWith(prefix) ?? false;
}

/**
 * Re-checks every save rule the editor applies, in the editor's order, then the server-only ones.
 * `previous` supplies draft and fileSize when an update leaves them out.
 */
export function checkGalleryBody(
  body: GalleryBody,
  prefix: string,
  previous?: Pick<GalleryInput, 'draft' | 'fileSize'>,
): GalleryInput {
  const problem = checkGallery({ ...body, image_url: body.image_url?.trim() });
  if (problem) throw badRequest(problem);
  const title = body.title!.trim();
  const description = body.description!.trim();
  const imageUrl = body.image_url!.trim();
  if (title.length > TITLE_MAX) throw badRequest(TITLE_TOO_LONG);
  if (!isOwnMediaUrl(imageUrl, prefix)) throw badRequest(IMAGE_NOT_OURS);
  const fileSize = body.fileSize ?? previous?.fileSize ?? 0;
  if (fileSize > LIMITS.uploadMaxBytes) throw badRequest(MESSAGES.uploadSize);
  return { title, description, image_url: imageUrl, draft: body.draft ?? previous?.draft ?? false, fileSize };
}
