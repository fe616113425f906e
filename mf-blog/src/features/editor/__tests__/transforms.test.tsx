import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { blocksToSlate, type Block } from '@yayasan/blocks';
import { documentFromNodes } from '../content';
import { toggleHeader, toggleMark, toggleQuote } from '../slate/blocks';
import {
  indentListItem,
  liftListItem,
  setCounterType,
  setListStart,
  setListStyle,
  startDigits,
  toggleChecked,
  toggleList,
} from '../slate/lists';
import { IMAGE_URL_PATTERN, insertBlockData } from '../slate/paste';
import { withBlocks } from '../slate/withBlocks';

function editorWith(blocks: Block[]) {
  const editor = withBlocks(withHistory(withReact(createEditor())));
  editor.children = blocksToSlate({ blocks }) as Descendant[];
  Editor.normalize(editor, { force: true });
  return editor;
}

const blocksOf = (editor: Editor) => documentFromNodes(editor.children, 1).blocks;
interface Item {
  content: string;
  meta: Record<string, unknown>;
  items: Item[];
}
const item = (content: string, items: Item[] = [], meta: Record<string, unknown> = {}): Item => ({
  content,
  meta,
  items,
});

const nestedOrdered: Block = {
  type: 'list',
  data: {
    style: 'ordered',
    meta: { start: 3, counterType: 'lower-roman' },
    items: [item('satu', [item('satu.a'), item('satu.b')]), item('dua')],
  },
};

describe('changing the list style rebuilds the whole list', () => {
  test('ordered → checklist: every level becomes a checklist, start and counter go, items get checked=false', () => {
    const editor = editorWith([nestedOrdered]);
    setListStyle(editor, [0, 0, 1, 0], 'checklist');
    expect(blocksOf(editor)).toEqual([
      {
        type: 'list',
        data: {
          style: 'checklist',
          meta: {},
          items: [
            item('satu', [item('satu.a', [], { checked: false }), item('satu.b', [], { checked: false })], {
              checked: false,
            }),
            item('dua', [], { checked: false }),
          ],
        },
      },
    ]);
    expect(editor.children[0]).not.toHaveProperty('start');
    expect(editor.children[0]).not.toHaveProperty('counterType');
  });

  test('unordered → ordered gets start 1 and numeric counters; back to unordered drops them and checked', () => {
    const editor = editorWith([
      { type: 'list', data: { style: 'unordered', meta: {}, items: [item('a', [item('b')])] } },
    ]);
    setListStyle(editor, [0], 'ordered');
    expect(blocksOf(editor)[0].data).toEqual({
      style: 'ordered',
      meta: { start: 1, counterType: 'numeric' },
      items: [item('a', [item('b')])],
    });
    // The nested list keeps no counter of its own.
    expect(editor.children[0]).toMatchObject({ children: [{ children: [{}, { style: 'ordered' }] }] });
    expect(
      (editor.children[0] as { children: Array<{ children: object[] }> }).children[0].children[1],
    ).not.toHaveProperty('start');
    setListStyle(editor, [0], 'checklist');
    setListStyle(editor, [0], 'unordered');
    expect(blocksOf(editor)[0].data).toEqual({ style: 'unordered', meta: {}, items: [item('a', [item('b')])] });
  });

  test('toolbar: a list button on a list of another style switches it; the same style turns it into paragraphs', () => {
    const editor = editorWith([nestedOrdered]);
    Transforms.select(editor, Editor.start(editor, [0, 1, 0]));
    toggleList(editor, 'unordered');
    expect(blocksOf(editor)[0].data).toMatchObject({ style: 'unordered', meta: {} });
    toggleList(editor, 'unordered');
    expect(blocksOf(editor).map((b) => b.type)).toEqual(['list', 'paragraph']);
    expect(blocksOf(editor)[1]).toEqual({ type: 'paragraph', data: { text: 'dua' } });
  });
});

describe('ordered list options', () => {
  test('the start field takes digits only and is required', () => {
    expect(startDigits('1a2-3')).toBe('123');
    expect(startDigits('abc')).toBe('');
    const editor = editorWith([nestedOrdered]);
    expect(setListStart(editor, [0], '12')).toBe(12);
    expect(setListStart(editor, [0], 'x7y')).toBe(7);
    // Empty, zero and nothing-but-letters leave the start as it was.
    expect(setListStart(editor, [0], '')).toBe(7);
    expect(setListStart(editor, [0], '0')).toBe(7);
    expect(setListStart(editor, [0], 'abc')).toBe(7);
    expect(blocksOf(editor)[0].data).toMatchObject({ meta: { start: 7, counterType: 'lower-roman' } });
  });

  test('counter type applies to ordered lists only', () => {
    const editor = editorWith([
      nestedOrdered,
      { type: 'list', data: { style: 'unordered', meta: {}, items: [item('x')] } },
    ]);
    setCounterType(editor, [0, 0, 0], 'upper-alpha');
    setCounterType(editor, [1], 'upper-roman');
    setListStart(editor, [1], '5');
    const [ordered, unordered] = blocksOf(editor);
    expect(ordered.data).toMatchObject({ meta: { start: 3, counterType: 'upper-alpha' } });
    expect(unordered.data).toMatchObject({ meta: {} });
  });
});

describe('list editing', () => {
  test('checklist items toggle checked', () => {
    const editor = editorWith([
      {
        type: 'list',
        data: {
          style: 'checklist',
          meta: {},
          items: [item('a', [], { checked: false }), item('b', [], { checked: true })],
        },
      },
    ]);
    toggleChecked(editor, [0, 0]);
    toggleChecked(editor, [0, 1]);
    expect(blocksOf(editor)[0].data).toMatchObject({
      items: [{ meta: { checked: true } }, { meta: { checked: false } }],
    });
  });

  test('Tab nests an item under the one before; Shift+Tab brings it back with the items after it as children', () => {
    const editor = editorWith([
      { type: 'list', data: { style: 'unordered', meta: {}, items: [item('a'), item('b'), item('c')] } },
    ]);
    expect(indentListItem(editor, [0, 0])).toBe(false);
    expect(indentListItem(editor, [0, 1])).toBe(true);
    expect(blocksOf(editor)[0].data).toMatchObject({ items: [item('a', [item('b')]), item('c')] });
    indentListItem(editor, [0, 1]);
    expect(blocksOf(editor)[0].data).toMatchObject({ items: [item('a', [item('b'), item('c')])] });
    liftListItem(editor, [0, 0, 1, 0]);
    expect(blocksOf(editor)[0].data).toMatchObject({ items: [item('a'), item('b', [item('c')])] });
  });

  test('lifting a top-level item makes it a paragraph between two lists', () => {
    const editor = editorWith([
      {
        type: 'list',
        data: {
          style: 'ordered',
          meta: { start: 2, counterType: 'numeric' },
          items: [item('a'), item('b'), item('c')],
        },
      },
    ]);
    liftListItem(editor, [0, 1]);
    expect(blocksOf(editor)).toEqual([
      { type: 'list', data: { style: 'ordered', meta: { start: 2, counterType: 'numeric' }, items: [item('a')] } },
      { type: 'paragraph', data: { text: 'b' } },
      { type: 'list', data: { style: 'ordered', meta: { start: 1, counterType: 'numeric' }, items: [item('c')] } },
    ]);
  });

  test('Enter splits an item, Enter on an empty item leaves the list, Backspace at the start of the first item too', () => {
    const editor = editorWith([
      { type: 'list', data: { style: 'checklist', meta: {}, items: [item('ab', [], { checked: true })] } },
    ]);
    Transforms.select(editor, { path: [0, 0, 0, 0], offset: 1 });
    editor.insertBreak();
    expect(blocksOf(editor)[0].data).toMatchObject({
      items: [item('a', [], { checked: true }), item('b', [], { checked: false })],
    });
    Transforms.select(editor, Editor.end(editor, [0, 1]));
    editor.insertBreak();
    editor.insertBreak();
    editor.insertText('setelah');
    expect(blocksOf(editor)).toEqual([
      {
        type: 'list',
        data: {
          style: 'checklist',
          meta: {},
          items: [item('a', [], { checked: true }), item('b', [], { checked: false })],
        },
      },
      { type: 'paragraph', data: { text: 'setelah' } },
    ]);
    Transforms.select(editor, Editor.start(editor, [0, 0]));
    editor.deleteBackward('character');
    expect(blocksOf(editor).map((b) => b.type)).toEqual(['paragraph', 'list', 'paragraph']);
  });

  test('paragraphs become one list item each', () => {
    const editor = editorWith([
      { type: 'paragraph', data: { text: 'satu' } },
      { type: 'paragraph', data: { text: 'dua' } },
    ]);
    Transforms.select(editor, { anchor: Editor.start(editor, [0]), focus: Editor.end(editor, [1]) });
    toggleList(editor, 'ordered');
    expect(blocksOf(editor)).toEqual([
      {
        type: 'list',
        data: { style: 'ordered', meta: { start: 1, counterType: 'numeric' }, items: [item('satu'), item('dua')] },
      },
    ]);
  });
});

describe('text blocks and marks', () => {
  test('header toggles and Enter after a header gives a paragraph; an empty header is not saved', () => {
    const editor = editorWith([{ type: 'paragraph', data: { text: 'Judul' } }]);
    Transforms.select(editor, Editor.end(editor, [0]));
    toggleHeader(editor, 3);
    editor.insertBreak();
    editor.insertText('isi');
    expect(blocksOf(editor)).toEqual([
      { type: 'header', data: { text: 'Judul', level: 3 } },
      { type: 'paragraph', data: { text: 'isi' } },
    ]);
    editor.insertBreak();
    toggleHeader(editor, 2);
    expect(blocksOf(editor)).toHaveLength(2);
  });

  test('quote keeps alignment and caption; marker and inline code become the stored marks', () => {
    const editor = editorWith([
      { type: 'quote', data: { text: 'Kata', caption: 'Tokoh', alignment: 'center' } },
      { type: 'paragraph', data: { text: 'tanda kode' } },
    ]);
    Transforms.select(editor, { anchor: { path: [1, 0], offset: 0 }, focus: { path: [1, 0], offset: 5 } });
    toggleMark(editor, 'marker');
    Transforms.select(editor, { anchor: { path: [1, 1], offset: 1 }, focus: { path: [1, 1], offset: 5 } });
    toggleMark(editor, 'code');
    expect(blocksOf(editor)).toEqual([
      { type: 'quote', data: { text: 'Kata', caption: 'Tokoh', alignment: 'center' } },
      {
        type: 'paragraph',
        data: { text: '<mark class="cdx-marker">tanda</mark> <code class="inline-code">kode</code>' },
      },
    ]);
    Transforms.select(editor, Editor.start(editor, [1]));
    toggleQuote(editor);
    expect(blocksOf(editor)[1].data).toMatchObject({ alignment: 'left', caption: '' });
  });
});

describe('pasted and dropped data', () => {
  const transfer = (text: string, files: File[] = []) => ({
    files: files as unknown as FileList,
    getData: (type: string) => (type === 'text/plain' ? text : ''),
  });

  test('an image URL becomes an image block, a video URL an embed, other text is left to Slate', () => {
    expect(IMAGE_URL_PATTERN.test('https://x.test/a.webp?w=1')).toBe(true);
    expect(IMAGE_URL_PATTERN.test('https://x.test/a.html')).toBe(false);
    const editor = editorWith([{ type: 'paragraph', data: { text: 'awal' } }]);
    Transforms.select(editor, Editor.end(editor, [0]));
    expect(insertBlockData(editor, transfer('https://cdn.test/foto.png'), () => undefined)).toBe(true);
    expect(insertBlockData(editor, transfer('https://youtu.be/dQw4w9WgXcQ'), () => undefined)).toBe(true);
    expect(insertBlockData(editor, transfer('https://example.com/page'), () => undefined)).toBe(false);
    expect(insertBlockData(editor, transfer('dua kata'), () => undefined)).toBe(false);
    expect(blocksOf(editor).map((b) => b.type)).toEqual(['paragraph', 'image', 'embed']);
    expect(blocksOf(editor)[2].data).toMatchObject({
      service: 'youtube',
      embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
    // A paragraph always follows a last image or embed.
    expect(editor.children[editor.children.length - 1]).toMatchObject({ type: 'paragraph' });
  });

  test('an image file becomes an empty image block handed over for upload (not saved until it has a URL)', () => {
    const editor = editorWith([{ type: 'paragraph', data: { text: '' } }]);
    Transforms.select(editor, Editor.start(editor, [0]));
    const started: Array<number[] | null> = [];
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    insertBlockData(editor, transfer('', [file, new File(['t'], 'a.txt', { type: 'text/plain' })]), (ref, f) => {
      expect(f).toBe(file);
      started.push(ref.current);
    });
    expect(started).toEqual([[0]]);
    expect(editor.children[0]).toMatchObject({ type: 'image', url: '' });
    expect(blocksOf(editor)).toEqual([]);
  });
});
