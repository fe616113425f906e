import { Editor, Element, Node, Path, Range, type NodeEntry } from 'slate';
import type { CustomElement, HeadingElement, ListElement, ListItemElement, QuoteElement } from '@yayasan/blocks';
import './types';

/** Elements that hold the text a caret can be in. */
export const TEXT_BLOCK_TYPES = ['paragraph', 'header', 'quote', 'list-item-text'] as const;
export type TextBlockType = (typeof TEXT_BLOCK_TYPES)[number];

export const isElementOf =
  <T extends CustomElement['type']>(...types: T[]) =>
  (node: unknown): node is Extract<CustomElement, { type: T }> =>
    Element.isElement(node) && types.some((type) => type === node.type);

export const isList = isElementOf('list');
export const isListItem = isElementOf('list-item');
export const isTextBlock = isElementOf(...TEXT_BLOCK_TYPES);

/** The text blocks touched by the selection (or at `at`), top to bottom. */
export function selectedTextBlocks(editor: Editor, at: Range | Path | undefined = editor.selection ?? undefined) {
  if (!at) return [];
  return Array.from(Editor.nodes(editor, { at, match: isTextBlock, mode: 'lowest' }));
}

/** The text block the caret is in (the start of the selection). */
export function currentTextBlock(
  editor: Editor,
): NodeEntry<Extract<CustomElement, { type: (typeof TEXT_BLOCK_TYPES)[number] }>> | undefined {
  const { selection } = editor;
  if (!selection) return undefined;
  return Editor.above(editor, { at: Range.start(selection), match: isTextBlock, mode: 'lowest' });
}

/** The outermost list at or above `path`, or undefined. */
export function rootListAt(editor: Editor, path: Path): NodeEntry<ListElement> | undefined {
  for (const [node, nodePath] of Node.levels(editor, path)) {
    if (isList(node)) return [node, nodePath];
  }
  return undefined;
}

/** The list item whose own text holds the caret. */
export function currentListItem(editor: Editor): NodeEntry<ListItemElement> | undefined {
  const block = currentTextBlock(editor);
  if (!block || block[0].type !== 'list-item-text') return undefined;
  const itemPath = Path.parent(block[1]);
  const item = Node.get(editor, itemPath);
  return isListItem(item) ? [item, itemPath] : undefined;
}

/** The top-level block that contains the selection. */
export function currentTopBlock(editor: Editor): NodeEntry<CustomElement> | undefined {
  const { selection } = editor;
  if (!selection) return undefined;
  const index = Range.start(selection).path[0];
  if (index === undefined || index >= editor.children.length) return undefined;
  const block = editor.children[index];
  return Element.isElement(block) ? [block, [index]] : undefined;
}

/** How many lists contain the node at `path` (a top-level list item is at depth 1). */
export function listDepth(editor: Editor, path: Path): number {
  let depth = 0;
  for (const [node] of Node.ancestors(editor, path)) if (isList(node)) depth++;
  return depth;
}

/** The number of list levels inside a node (a list item with no nested list has 0). */
export function nestedLevels(node: Node): number {
  if (!Element.isElement(node)) return 0;
  const below = Math.max(0, ...node.children.map((child) => nestedLevels(child)));
  return (node.type === 'list' ? 1 : 0) + below;
}

export function isMarkActive(editor: Editor, mark: 'bold' | 'italic' | 'marker' | 'code'): boolean {
  const marks = Editor.marks(editor);
  return marks?.[mark] === true;
}

/** What the toolbar shows as the current block: its kind and options. */
export type ActiveBlock =
  | { kind: 'paragraph' }
  | { kind: 'header'; level: HeadingElement['level'] }
  | { kind: 'quote'; alignment: QuoteElement['alignment']; path: Path }
  | { kind: 'list'; list: ListElement; path: Path }
  | { kind: 'image' | 'embed'; path: Path }
  | { kind: 'none' };

export function activeBlock(editor: Editor): ActiveBlock {
  const top = currentTopBlock(editor);
  if (!top) return { kind: 'none' };
  const [node, path] = top;
  switch (node.type) {
    case 'header':
      return { kind: 'header', level: node.level };
    case 'quote':
      return { kind: 'quote', alignment: node.alignment, path };
    case 'list':
      return { kind: 'list', list: node, path };
    case 'image':
    case 'embed':
      return { kind: node.type, path };
    default:
      return { kind: 'paragraph' };
  }
}
