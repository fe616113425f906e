import { Editor, Node, Path, Transforms } from 'slate';
import { isOneOf } from '@yayasan/validation';
import {
  COUNTER_TYPES,
  MAX_LIST_DEPTH,
  type CounterType,
  type ListElement,
  type ListItemElement,
  type ListStyle,
} from '@yayasan/blocks';
import { isList, isListItem, listDepth, nestedLevels, rootListAt, selectedTextBlocks } from './queries';

/** The editor's optional maximum nesting level of a list (the server refuses deeper lists). */
export const LIST_MAX_DEPTH = MAX_LIST_DEPTH;
export const DEFAULT_LIST_STYLE: ListStyle = 'unordered';
export const DEFAULT_LIST_START = 1;
export const DEFAULT_COUNTER_TYPE: CounterType = 'numeric';

export const COUNTER_TYPE_LABELS: Record<CounterType, string> = {
  numeric: 'Numeric',
  'lower-roman': 'Lower Roman',
  'upper-roman': 'Upper Roman',
  'lower-alpha': 'Lower Alpha',
  'upper-alpha': 'Upper Alpha',
};

export const isCounterType = (value: unknown): value is CounterType => isOneOf(COUNTER_TYPES, value);

export const newList = (style: ListStyle, children: ListItemElement[] = []): ListElement => ({
  type: 'list',
  style,
  ...(style === 'ordered' ? { start: DEFAULT_LIST_START, counterType: DEFAULT_COUNTER_TYPE } : {}),
  children,
});

/**
 * Rebuilds the whole list (the outermost one at `path`) in a new style: every nested list takes
 * it, start and counter type exist only on an ordered root, `checked` only on checklist items.
 */
export function setListStyle(editor: Editor, path: Path, style: ListStyle): void {
  const root = rootListAt(editor, path);
  if (!root) return;
  const [rootNode, rootPath] = root;
  Editor.withoutNormalizing(editor, () => {
    for (const [node, relative] of Node.nodes(rootNode)) {
      const at = [...rootPath, ...relative];
      if (isList(node)) {
        Transforms.setNodes(editor, { style }, { at });
        const keepsCounter = style === 'ordered' && relative.length === 0;
        if (keepsCounter) {
          Transforms.setNodes(
            editor,
            { start: node.start ?? DEFAULT_LIST_START, counterType: node.counterType ?? DEFAULT_COUNTER_TYPE },
            { at },
          );
        } else if (node.start !== undefined || node.counterType !== undefined) {
          Transforms.unsetNodes(editor, ['start', 'counterType'], { at });
        }
      } else if (isListItem(node)) {
        if (style === 'checklist') Transforms.setNodes(editor, { checked: node.checked === true }, { at });
        else if (node.checked !== undefined) Transforms.unsetNodes(editor, 'checked', { at });
      }
    }
  });
}

/** Only digits are accepted in the start field. */
export const startDigits = (raw: string): string => raw.replace(/\D+/g, '');

/**
 * Applies what was typed in the ordered list's start field: digits only, and required (an
 * empty or zero field leaves the current start as it is). Returns the start now in force.
 */
export function setListStart(editor: Editor, path: Path, typed: string): number {
  const root = rootListAt(editor, path);
  if (!root || root[0].style !== 'ordered') return root?.[0].start ?? DEFAULT_LIST_START;
  const digits = startDigits(typed);
  const value = digits === '' ? NaN : Number(digits.slice(0, 9));
  if (!Number.isSafeInteger(value) || value < 1) return root[0].start ?? DEFAULT_LIST_START;
  Transforms.setNodes(editor, { start: value }, { at: root[1] });
  return value;
}

export function setCounterType(editor: Editor, path: Path, counterType: CounterType): void {
  const root = rootListAt(editor, path);
  if (!root || root[0].style !== 'ordered' || !isCounterType(counterType)) return;
  Transforms.setNodes(editor, { counterType }, { at: root[1] });
}

/** Toggles a checklist item's `checked`. */
export function toggleChecked(editor: Editor, itemPath: Path): void {
  const item = Node.get(editor, itemPath);
  if (!isListItem(item)) return;
  const root = rootListAt(editor, itemPath);
  if (root?.[0].style !== 'checklist') return;
  Transforms.setNodes(editor, { checked: item.checked !== true }, { at: itemPath });
}

/** Tab: the item becomes the last child of the item before it, within the maximum depth. */
export function indentListItem(editor: Editor, itemPath: Path): boolean {
  const item = Node.get(editor, itemPath);
  if (!isListItem(item) || itemPath[itemPath.length - 1] === 0) return false;
  if (listDepth(editor, itemPath) + 1 + nestedLevels(item) > LIST_MAX_DEPTH) return false;
  const previousPath = Path.previous(itemPath);
  const previous = Node.get(editor, previousPath);
  const list = Node.parent(editor, itemPath);
  if (!isListItem(previous) || !isList(list)) return false;
  Editor.withoutNormalizing(editor, () => {
    const nested = previous.children.findIndex((child) => isList(child));
    const nestedList = previous.children[nested];
    if (isList(nestedList)) {
      Transforms.moveNodes(editor, { at: itemPath, to: [...previousPath, nested, nestedList.children.length] });
    } else {
      Transforms.wrapNodes(editor, { type: 'list', style: list.style, children: [] }, { at: itemPath });
      Transforms.moveNodes(editor, { at: itemPath, to: [...previousPath, previous.children.length] });
    }
  });
  return true;
}

/**
 * Shift+Tab, or Backspace at the start of an item: a nested item moves up one level (the items
 * after it become its children); an item of the outermost list becomes a paragraph, splitting
 * the list around it.
 */
export function liftListItem(editor: Editor, itemPath: Path): void {
  const item = Node.get(editor, itemPath);
  if (!isListItem(item)) return;
  const listPath = Path.parent(itemPath);
  const list = Node.get(editor, listPath);
  if (!isList(list)) return;
  const index = itemPath[itemPath.length - 1];
  const parent = Node.parent(editor, listPath);

  Editor.withoutNormalizing(editor, () => {
    // The items after this one come along as its children, so the order of the text stays.
    const following = list.children.length - 1 - index;
    if (following > 0) {
      const nested = item.children.findIndex((child) => isList(child));
      const targetList = nested >= 0 ? [...itemPath, nested] : [...itemPath, item.children.length];
      if (nested < 0) {
        Transforms.insertNodes(editor, { type: 'list', style: list.style, children: [] }, { at: targetList });
      }
      const nestedList = item.children[nested];
      const targetLength = isList(nestedList) ? nestedList.children.length : 0;
      for (let moved = 0; moved < following; moved++) {
        Transforms.moveNodes(editor, { at: Path.next(itemPath), to: [...targetList, targetLength + moved] });
      }
    }

    if (isListItem(parent)) {
      const parentItemPath = Path.parent(listPath);
      Transforms.moveNodes(editor, { at: itemPath, to: Path.next(parentItemPath) });
      if (index === 0) Transforms.removeNodes(editor, { at: listPath });
      return;
    }

    // Outermost list: the item's text becomes a paragraph after the list; its children, if
    // any, become a list of their own after that paragraph.
    const afterList = Path.next(listPath);
    Transforms.moveNodes(editor, { at: itemPath, to: afterList });
    const moved = Node.get(editor, afterList);
    const nestedIndex = isListItem(moved) ? moved.children.findIndex((child) => isList(child)) : -1;
    if (nestedIndex >= 0) {
      Transforms.moveNodes(editor, { at: [...afterList, nestedIndex], to: Path.next(afterList) });
    }
    Transforms.unwrapNodes(editor, { at: afterList });
    Transforms.setNodes(editor, { type: 'paragraph' }, { at: afterList });
    if (index === 0) Transforms.removeNodes(editor, { at: listPath });
  });
}

/** Lifts every selected list item until it is a paragraph at the top level. */
export function unwrapSelectedLists(editor: Editor): void {
  Editor.withoutNormalizing(editor, () => {
    const refs = selectedTextBlocks(editor)
      .filter(([node]) => node.type === 'list-item-text')
      .map(([, path]) => Editor.pathRef(editor, path));
    for (const ref of refs.reverse()) {
      for (let guard = 0; guard <= LIST_MAX_DEPTH && ref.current && ref.current.length > 1; guard++) {
        liftListItem(editor, Path.parent(ref.current));
      }
      ref.unref();
    }
  });
}

/**
 * Turns the selected text blocks into one list of the given style; when they are already in a
 * list, changes that list's style, or with the same style turns it back into paragraphs.
 */
export function toggleList(editor: Editor, style: ListStyle): void {
  const blocks = selectedTextBlocks(editor);
  if (blocks.length === 0) return;
  const roots = new Set(blocks.map(([, path]) => path[0]));
  const first = editor.children[blocks[0][1][0]];
  if (roots.size === 1 && isList(first)) {
    if (first.style === style) unwrapSelectedLists(editor);
    else setListStyle(editor, [blocks[0][1][0]], style);
    return;
  }
  Editor.withoutNormalizing(editor, () => {
    unwrapSelectedLists(editor);
    const refs = selectedTextBlocks(editor).map(([, path]) => Editor.pathRef(editor, path));
    for (const ref of refs) {
      if (!ref.current) continue;
      Transforms.unsetNodes(editor, ['level', 'alignment', 'caption'], { at: ref.current });
      Transforms.setNodes(editor, { type: 'list-item-text' }, { at: ref.current });
      Transforms.wrapNodes(
        editor,
        { type: 'list-item', ...(style === 'checklist' ? { checked: false } : {}), children: [] },
        { at: ref.current },
      );
    }
    const paths = refs.map((ref) => ref.unref()).filter((path): path is Path => path !== null);
    if (paths.length === 0) return;
    const start = Path.parent(paths[0]);
    const end = Path.parent(paths[paths.length - 1]);
    Transforms.wrapNodes(editor, newList(style), {
      at: { anchor: Editor.start(editor, start), focus: Editor.end(editor, end) },
      match: (node, path) => isListItem(node) && path.length === 1,
      split: false,
    });
  });
}

/** Whether an element is the outermost list (the one holding style, start and counter type). */
export const isRootList = (editor: Editor, path: Path) => path.length === 1 && isList(Node.get(editor, path));
