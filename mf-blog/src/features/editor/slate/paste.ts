import { Editor, type Path, type PathRef } from 'slate';
import { embedFromUrl } from '@yayasan/blocks';
import { isHttpUrl } from '@yayasan/validation';
import { insertEmbed, insertImage } from './blocks';

/** The image tool's paste patterns: a URL of a gif, jpg/jpeg, tiff, png, svg or webp file. */
export const IMAGE_URL_PATTERN = /^https?:\/\/\S+\.(gif|jpe?g|tiff|png|svg|webp)(\?[a-z0-9=]*)?$/i;
/** …or any image MIME type for a pasted or dropped file. */
export const isImageFile = (file: File) => file.type.startsWith('image/');
export const isImageUrl = (text: string) => isHttpUrl(text) && IMAGE_URL_PATTERN.test(text.trim());

/** Called with each image block made for a file; the block uploads it. */
export type StartUpload = (block: PathRef, file: File) => void;

/**
 * Handles pasted or dropped data the blocks care about: image files become image blocks that
 * upload them; a lone image URL becomes an image block; a lone video or social URL becomes an
 * embed. Answers false for anything else (Slate inserts it as text).
 */
export function insertBlockData(
  editor: Editor,
  data: Pick<DataTransfer, 'files' | 'getData'>,
  startUpload: StartUpload,
): boolean {
  const files = Array.from(data.files ?? []).filter(isImageFile);
  if (files.length > 0) {
    for (const file of files) {
      const path: Path = insertImage(editor);
      startUpload(Editor.pathRef(editor, path), file);
    }
    return true;
  }
  const text = (data.getData('text/plain') ?? '').trim();
  if (text === '' || /\s/.test(text)) return false;
  if (isImageUrl(text)) {
    insertImage(editor, text);
    return true;
  }
  if (embedFromUrl(text)) return insertEmbed(editor, text);
  return false;
}
