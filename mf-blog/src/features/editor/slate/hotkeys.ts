import type { KeyboardEvent } from 'react';
import { Editor, Path } from 'slate';
import { HistoryEditor } from 'slate-history';
import { toggleHeader, toggleMark, toggleQuote, setTextBlock } from './blocks';
import { indentListItem, liftListItem, toggleList } from './lists';
import { currentListItem } from './queries';

/** A shortcut as the toolbar shows it, and how to recognise it. */
interface Shortcut {
  keys: string;
  matches: (event: KeyboardEvent) => boolean;
  run: (editor: Editor) => void;
}

const mod = (event: KeyboardEvent) => event.ctrlKey || event.metaKey;
// With Alt (and Shift on some layouts) `key` changes; the physical key is stable.
const code = (event: KeyboardEvent, ...codes: string[]) => codes.includes(event.code);

export const SHORTCUTS = {
  bold: {
    keys: 'Ctrl+B',
    matches: (e) => mod(e) && !e.altKey && !e.shiftKey && code(e, 'KeyB'),
    run: (ed) => toggleMark(ed, 'bold'),
  },
  italic: {
    keys: 'Ctrl+I',
    matches: (e) => mod(e) && !e.altKey && !e.shiftKey && code(e, 'KeyI'),
    run: (ed) => toggleMark(ed, 'italic'),
  },
  marker: {
    keys: 'Ctrl+Shift+M',
    matches: (e) => mod(e) && e.shiftKey && code(e, 'KeyM'),
    run: (ed) => toggleMark(ed, 'marker'),
  },
  code: {
    keys: 'Ctrl+E',
    matches: (e) => mod(e) && !e.shiftKey && !e.altKey && code(e, 'KeyE'),
    run: (ed) => toggleMark(ed, 'code'),
  },
  paragraph: {
    keys: 'Ctrl+Alt+0',
    matches: (e) => mod(e) && e.altKey && code(e, 'Digit0', 'Numpad0'),
    run: (ed) => setTextBlock(ed, { type: 'paragraph' }),
  },
  h1: {
    keys: 'Ctrl+Alt+1',
    matches: (e) => mod(e) && e.altKey && code(e, 'Digit1', 'Numpad1'),
    run: (ed) => toggleHeader(ed, 1),
  },
  h2: {
    keys: 'Ctrl+Alt+2',
    matches: (e) => mod(e) && e.altKey && code(e, 'Digit2', 'Numpad2'),
    run: (ed) => toggleHeader(ed, 2),
  },
  h3: {
    keys: 'Ctrl+Alt+3',
    matches: (e) => mod(e) && e.altKey && code(e, 'Digit3', 'Numpad3'),
    run: (ed) => toggleHeader(ed, 3),
  },
  ordered: {
    keys: 'Ctrl+Shift+7',
    matches: (e) => mod(e) && e.shiftKey && code(e, 'Digit7'),
    run: (ed) => toggleList(ed, 'ordered'),
  },
  unordered: {
    keys: 'Ctrl+Shift+8',
    matches: (e) => mod(e) && e.shiftKey && code(e, 'Digit8'),
    run: (ed) => toggleList(ed, 'unordered'),
  },
  checklist: {
    keys: 'Ctrl+Shift+9',
    matches: (e) => mod(e) && e.shiftKey && code(e, 'Digit9'),
    run: (ed) => toggleList(ed, 'checklist'),
  },
  quote: { keys: 'Ctrl+Alt+Q', matches: (e) => mod(e) && e.altKey && code(e, 'KeyQ'), run: (ed) => toggleQuote(ed) },
  undo: { keys: 'Ctrl+Z', matches: () => false, run: (ed) => HistoryEditor.undo(ed) },
  redo: { keys: 'Ctrl+Shift+Z', matches: () => false, run: (ed) => HistoryEditor.redo(ed) },
} satisfies Record<string, Shortcut>;

export type ShortcutName = keyof typeof SHORTCUTS;

/** The editor's keyboard: formatting shortcuts, and Tab / Shift+Tab to nest list items. */
export function handleEditorKeyDown(editor: Editor, event: KeyboardEvent): void {
  if (event.key === 'Tab' && !mod(event) && !event.altKey) {
    const item = currentListItem(editor);
    if (!item) return;
    event.preventDefault();
    if (event.shiftKey) {
      if (Path.parent(item[1]).length > 1) liftListItem(editor, item[1]);
    } else {
      indentListItem(editor, item[1]);
    }
    return;
  }
  for (const shortcut of Object.values(SHORTCUTS)) {
    if (shortcut.matches(event)) {
      event.preventDefault();
      shortcut.run(editor);
      return;
    }
  }
}
