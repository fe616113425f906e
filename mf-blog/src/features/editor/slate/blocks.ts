import { Editor, Element, Node, Path, Range, Transforms } from 'slate';
import {
  DEFAULT_HEADER_LEVEL,
  embedFromUrl,
  emptyParagraph,
  type EmbedElement,
  type HeaderLevel,
  type ImageElement,
  type MarkName,
  type QuoteAlignment,
} from '@yayasan/blocks';
import { unwrapSelectedLists } from './lists';
import { currentTopBlock, isMarkActive, selectedTextBlocks } from './queries';

/** The header levels the editor makes (the format accepts 1 to 6). */
export const EDITOR_HEADER_LEVELS: HeaderLevel[] = [1, 2, 3];
export const EDITOR_DEFAULT_HEADER_LEVEL: HeaderLevel = DEFAULT_HEADER_LEVEL;
export const DEFAULT_QUOTE_ALIGNMENT: QuoteAlignment = 'left';

export type TextBlockChoice = { type: 'paragraph' } | { type: 'header'; level: HeaderLevel } | { type: 'quote' };

/** Turns the selected blocks into paragraphs, headers of a level, or quotes (lists are left first). */
export function setTextBlock(editor: Editor, choice: TextBlockChoice): void {
  if (!editor.selection) return;
  Editor.withoutNormalizing(editor, () => {
    unwrapSelectedLists(editor);
    for (const [node, path] of selectedTextBlocks(editor)) {
      if (choice.type === 'header') {
        Transforms.unsetNodes(editor, ['alignment', 'caption'], { at: path });
        Transforms.setNodes(editor, { type: 'header', level: choice.level }, { at: path });
      } else if (choice.type === 'quote') {
        Transforms.unsetNodes(editor, 'level', { at: path });
        const quote = node.type === 'quote' ? node : undefined;
        Transforms.setNodes(
          editor,
          { type: 'quote', alignment: quote?.alignment ?? DEFAULT_QUOTE_ALIGNMENT, caption: quote?.caption ?? '' },
          { at: path },
        );
      } else {
        Transforms.unsetNodes(editor, ['level', 'alignment', 'caption'], { at: path });
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
      }
    }
  });
}

/** A header of that level becomes a paragraph again; anything else becomes that header. */
export function toggleHeader(editor: Editor, level: HeaderLevel = EDITOR_DEFAULT_HEADER_LEVEL): void {
  const blocks = selectedTextBlocks(editor);
  const allSame = blocks.length > 0 && blocks.every(([node]) => node.type === 'header' && node.level === level);
  setTextBlock(editor, allSame ? { type: 'paragraph' } : { type: 'header', level });
}

export function toggleQuote(editor: Editor): void {
  const blocks = selectedTextBlocks(editor);
  const allQuotes = blocks.length > 0 && blocks.every(([node]) => node.type === 'quote');
  setTextBlock(editor, allQuotes ? { type: 'paragraph' } : { type: 'quote' });
}

export function toggleMark(editor: Editor, mark: MarkName): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

/** Sets properties of the element at `path` (quote alignment and caption, image options…). */
export function setElementProps<T extends Element>(
  editor: Editor,
  path: Path,
  props: Partial<Omit<T, 'children' | 'type'>>,
): void {
  // Some of T's own fields are some of an Element's: the compiler cannot see that for a generic T.
  Transforms.setNodes<Element>(editor, props as Partial<Element>, { at: path });
}

export const emptyImage = (url = ''): ImageElement => ({
  type: 'image',
  url,
  caption: '',
  withBorder: false,
  withBackground: false,
  stretched: false,
  children: [{ text: '' }],
});

/**
 * Puts a block at the caret's place in the document: it replaces an empty paragraph, otherwise
 * it goes after the top-level block holding the caret. Answers the new block's path.
 */
export function insertTopLevelBlock(editor: Editor, block: Element): Path {
  const top = currentTopBlock(editor);
  let at: Path;
  if (!top) {
    at = [editor.children.length];
    Transforms.insertNodes(editor, block, { at });
  } else {
    const [node, path] = top;
    const replace =
      node.type === 'paragraph' &&
      Node.string(node) === '' &&
      node.children.every((child) => !Element.isElement(child));
    at = replace ? path : Path.next(path);
    Editor.withoutNormalizing(editor, () => {
      Transforms.insertNodes(editor, block, { at, select: false });
      if (replace) Transforms.removeNodes(editor, { at: Path.next(at) });
    });
  }
  // The caret goes to the block after it (normalization keeps a paragraph after a last void).
  const next = Path.next(at);
  if (Node.has(editor, next)) Transforms.select(editor, Editor.start(editor, next));
  else Transforms.select(editor, Editor.end(editor, at));
  return at;
}

export function insertImage(editor: Editor, url = ''): Path {
  return insertTopLevelBlock(editor, emptyImage(url));
}

/** Inserts an embed for a supported video or social URL; false when the URL is not one. */
export function insertEmbed(editor: Editor, url: string): boolean {
  const info = embedFromUrl(url);
  if (!info) return false;
  const embed: EmbedElement = { type: 'embed', ...info, caption: '', children: [{ text: '' }] };
  insertTopLevelBlock(editor, embed);
  return true;
}

/** A paragraph after the block at `path` with the caret in it (for leaving an image or embed). */
export function insertParagraphAfter(editor: Editor, path: Path): void {
  const at = Path.next(path.slice(0, 1));
  Transforms.insertNodes(editor, emptyParagraph(), { at, select: true });
}

export const isCollapsed = (editor: Editor) => !!editor.selection && Range.isCollapsed(editor.selection);
