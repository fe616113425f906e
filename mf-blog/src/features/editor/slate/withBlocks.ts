import { Editor, Element, Node, Path, Point, Range, Text, Transforms, type NodeEntry } from 'slate';
import { emptyParagraph, type ListElement, type ListItemElement } from '@yayasan/blocks';
import { setTextBlock } from './blocks';
import { DEFAULT_COUNTER_TYPE, DEFAULT_LIST_START, liftListItem, newList, setListStart, toggleList } from './lists';
import { insertBlockData, type StartUpload } from './paste';
import { currentTextBlock, isList, isListItem, isTextBlock, rootListAt } from './queries';

const VOIDS = new Set(['image', 'embed']);
const isVoidNode = (node: Node) => Element.isElement(node) && VOIDS.has(node.type);
const TOP_LEVEL = new Set(['paragraph', 'header', 'list', 'quote', 'image', 'embed']);

/**
 * The block format's rules for a Slate editor: voids and inlines, Enter/Backspace inside lists,
 * headers and quotes, pasted files and URLs, and a normalization that keeps every list in the
 * shape the serializer expects (list → list-item → [list-item-text, list?]).
 */
export function withBlocks<T extends Editor>(editor: T, options: { startUpload?: StartUpload } = {}): T {
  const { isVoid, isInline, insertBreak, deleteBackward, insertData, insertText, normalizeNode } = editor;

  editor.isVoid = (element) => VOIDS.has(element.type) || isVoid(element);
  editor.isInline = (element) => element.type === 'link' || isInline(element);

  // Typing a Markdown-like prefix and a space at the start of a paragraph changes the block.
  editor.insertText = (text, textOptions) => {
    const { selection } = editor;
    const entry = text === ' ' && selection && Range.isCollapsed(selection) ? currentTextBlock(editor) : undefined;
    if (entry && selection && entry[0].type === 'paragraph') {
      const range = { anchor: Editor.start(editor, entry[1]), focus: selection.anchor };
      const shortcut = markdownShortcut(Editor.string(editor, range));
      if (shortcut) {
        Transforms.delete(editor, { at: range });
        shortcut(editor, entry[1]);
        return;
      }
    }
    insertText(text, textOptions);
  };

  // Shift+Enter: a line break inside the block (stored as <br>).
  editor.insertSoftBreak = () => editor.insertText('\n');

  editor.insertBreak = () => {
    const { selection } = editor;
    if (selection && Range.isExpanded(selection)) Editor.deleteFragment(editor);
    const entry = currentTextBlock(editor);
    if (!editor.selection || !entry) return insertBreak();
    const [block, path] = entry;
    const caret = Range.start(editor.selection);
    const empty = Node.string(block) === '';

    if (block.type === 'list-item-text') {
      const itemPath = Path.parent(path);
      if (empty) return liftListItem(editor, itemPath);
      Transforms.splitNodes(editor, { match: (n) => isListItem(n), always: true });
      const root = rootListAt(editor, itemPath);
      if (root?.[0].style === 'checklist') Transforms.setNodes(editor, { checked: false }, { at: Path.next(itemPath) });
      return;
    }

    if (block.type === 'header') {
      if (Point.equals(caret, Editor.start(editor, path)) && !empty) {
        Transforms.insertNodes(editor, emptyParagraph(), { at: path, select: false });
        return;
      }
      Editor.withoutNormalizing(editor, () => {
        Transforms.splitNodes(editor, { always: true });
        const next = Path.next(path);
        Transforms.unsetNodes(editor, 'level', { at: next });
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: next });
      });
      return;
    }

    if (block.type === 'quote') {
      // Enter adds a line; Enter on an empty last line leaves the quote.
      const text = Node.string(block);
      if (Point.equals(caret, Editor.end(editor, path)) && (empty || text.endsWith('\n'))) {
        if (!empty) Transforms.delete(editor, { distance: 1, reverse: true, unit: 'character' });
        Transforms.insertNodes(editor, emptyParagraph(), { at: Path.next(path), select: true });
        if (empty) Transforms.removeNodes(editor, { at: path });
        return;
      }
      editor.insertText('\n');
      return;
    }

    insertBreak();
  };

  editor.deleteBackward = (unit) => {
    const { selection } = editor;
    const entry = selection && Range.isCollapsed(selection) ? currentTextBlock(editor) : undefined;
    if (entry && selection && Point.equals(selection.anchor, Editor.start(editor, entry[1]))) {
      const [block, path] = entry;
      if (block.type === 'list-item-text') {
        const itemPath = Path.parent(path);
        // The first item, or an empty one, leaves its list (one level); others join the item before.
        if (itemPath[itemPath.length - 1] === 0 || Node.string(block) === '') return liftListItem(editor, itemPath);
      } else if (block.type === 'header' || block.type === 'quote') {
        Transforms.unsetNodes(editor, ['level', 'alignment', 'caption'], { at: path });
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
        return;
      }
    }
    deleteBackward(unit);
  };

  editor.insertData = (data) => {
    if (!insertBlockData(editor, data, options.startUpload ?? (() => undefined))) insertData(data);
  };

  editor.normalizeNode = (entry, normalizeOptions) => {
    if (normalizeBlocks(editor, entry)) return;
    normalizeNode(entry, normalizeOptions);
  };

  return editor;
}

/** '#', '##', '###' → header; '-', '*' → list; '1.' (any number) → ordered list from it; '[]' → checklist; '>' → quote. */
function markdownShortcut(prefix: string): ((editor: Editor, path: Path) => void) | null {
  const heading = /^(#{1,3})$/.exec(prefix);
  if (heading)
    return (editor) =>
      setTextBlock(editor, { type: 'header', level: heading[1].length === 1 ? 1 : heading[1].length === 2 ? 2 : 3 });
  if (prefix === '-' || prefix === '*') return (editor) => toggleList(editor, 'unordered');
  if (prefix === '[]' || prefix === '[ ]') return (editor) => toggleList(editor, 'checklist');
  if (prefix === '>') return (editor) => setTextBlock(editor, { type: 'quote' });
  const ordered = /^(\d{1,9})\.$/.exec(prefix);
  if (ordered) {
    return (editor, path) => {
      toggleList(editor, 'ordered');
      setListStart(editor, path.slice(0, 1), ordered[1]);
    };
  }
  return null;
}

/** One fix at a time (Slate normalizes again after each): true when something changed. */
function normalizeBlocks(editor: Editor, [node, path]: NodeEntry): boolean {
  if (Editor.isEditor(node)) return normalizeTopLevel(editor);
  if (!Element.isElement(node)) return false;
  switch (node.type) {
    case 'list':
      return normalizeList(editor, node, path);
    case 'list-item':
      return normalizeListItem(editor, node, path);
    case 'list-item-text': {
      if (isListItem(Node.parent(editor, path))) return false;
      Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
      return true;
    }
    default:
      return false;
  }
}

function normalizeTopLevel(editor: Editor): boolean {
  for (const [index, child] of editor.children.entries()) {
    if (!Element.isElement(child)) continue;
    if (child.type === 'list-item') {
      Transforms.wrapNodes(editor, newList('unordered'), { at: [index] });
      return true;
    }
    if (!TOP_LEVEL.has(child.type) && isTextBlock(child)) {
      Transforms.setNodes(editor, { type: 'paragraph' }, { at: [index] });
      return true;
    }
  }
  // There is always a place to type after an image or embed at the end.
  const last = editor.children[editor.children.length - 1];
  if (!last || isVoidNode(last)) {
    Transforms.insertNodes(editor, emptyParagraph(), { at: [editor.children.length], select: false });
    return true;
  }
  return false;
}

function normalizeList(editor: Editor, list: ListElement, path: Path): boolean {
  if (list.children.length === 0) {
    Transforms.removeNodes(editor, { at: path });
    return true;
  }
  const children: Node[] = list.children;
  for (const [index, child] of children.entries()) {
    if (isListItem(child)) continue;
    const at = [...path, index];
    if (Text.isText(child) || (Element.isElement(child) && editor.isInline(child))) {
      Transforms.wrapNodes(editor, { type: 'list-item-text', children: [] }, { at });
    } else if (isVoidNode(child)) {
      Transforms.moveNodes(editor, { at, to: Path.next(path.slice(0, 1)) });
      return true;
    } else if (isTextBlock(child)) {
      Transforms.unsetNodes(editor, ['level', 'alignment', 'caption'], { at });
      Transforms.setNodes(editor, { type: 'list-item-text' }, { at });
    }
    Transforms.wrapNodes(editor, { type: 'list-item', children: [] }, { at });
    return true;
  }
  // Style and counter live on the outermost list; nested lists follow it.
  const parent = Node.parent(editor, path);
  if (isListItem(parent)) {
    const root = rootListAt(editor, path);
    if (root && root[0].style !== list.style) {
      Transforms.setNodes(editor, { style: root[0].style }, { at: path });
      return true;
    }
    if (list.start !== undefined || list.counterType !== undefined) {
      Transforms.unsetNodes(editor, ['start', 'counterType'], { at: path });
      return true;
    }
  } else if (list.style === 'ordered' && (list.start === undefined || list.counterType === undefined)) {
    Transforms.setNodes(
      editor,
      { start: list.start ?? DEFAULT_LIST_START, counterType: list.counterType ?? DEFAULT_COUNTER_TYPE },
      { at: path },
    );
    return true;
  } else if (list.style !== 'ordered' && (list.start !== undefined || list.counterType !== undefined)) {
    Transforms.unsetNodes(editor, ['start', 'counterType'], { at: path });
    return true;
  }
  return false;
}

function normalizeListItem(editor: Editor, item: ListItemElement, path: Path): boolean {
  if (!isList(Node.parent(editor, path))) {
    Transforms.unwrapNodes(editor, { at: path });
    return true;
  }
  const children: Node[] = item.children;
  const first = children[0];
  if (!first || !(Element.isElement(first) && first.type === 'list-item-text')) {
    if (first && Element.isElement(first) && isTextBlock(first)) {
      Transforms.unsetNodes(editor, ['level', 'alignment', 'caption'], { at: [...path, 0] });
      Transforms.setNodes(editor, { type: 'list-item-text' }, { at: [...path, 0] });
    } else if (first && (Text.isText(first) || (Element.isElement(first) && editor.isInline(first)))) {
      Transforms.wrapNodes(editor, { type: 'list-item-text', children: [] }, { at: [...path, 0] });
    } else {
      Transforms.insertNodes(editor, { type: 'list-item-text', children: [{ text: '' }] }, { at: [...path, 0] });
    }
    return true;
  }
  for (let index = 1; index < children.length; index++) {
    const child = children[index];
    const at = [...path, index];
    if (isList(child)) {
      if (isList(children[index - 1])) {
        Transforms.mergeNodes(editor, { at });
        return true;
      }
      continue;
    }
    if (isVoidNode(child)) {
      Transforms.moveNodes(editor, { at, to: Path.next(path.slice(0, 1)) });
      return true;
    }
    // A second text in an item starts an item of its own.
    Transforms.splitNodes(editor, { at });
    return true;
  }
  const root = rootListAt(editor, path);
  const checklist = root?.[0].style === 'checklist';
  if (checklist && typeof item.checked !== 'boolean') {
    Transforms.setNodes(editor, { checked: false }, { at: path });
    return true;
  }
  if (!checklist && item.checked !== undefined) {
    Transforms.unsetNodes(editor, 'checked', { at: path });
    return true;
  }
  return false;
}
