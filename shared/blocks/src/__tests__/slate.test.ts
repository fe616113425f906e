import { Editor, createEditor, type Descendant, type Element as SlateElement } from 'slate';
import {
  INLINE_ELEMENT_TYPES,
  VOID_ELEMENT_TYPES,
  blocksToSlate,
  normalizeDocument,
  slateToBlocks,
  type Block,
  type BlockDocument,
  type BlockElement,
  type CustomElement,
  type ListElement,
  type SlateNode,
} from '../server';
import { LINK_OPEN, fullDocument } from './fixtures';

const withoutIds = (doc: BlockDocument) => doc.blocks.map(({ id: _id, ...block }) => block);

function expectRoundTrip(input: unknown) {
  const normalized = normalizeDocument(input);
  if (!normalized.ok) throw new Error(normalized.error);
  const back = slateToBlocks(blocksToSlate(normalized.doc), 1);
  expect(back.blocks).toEqual(withoutIds(normalized.doc));
  // Raw (unnormalized) input goes through the same normalization inside blocksToSlate.
  expect(slateToBlocks(blocksToSlate(input as BlockDocument), 1).blocks).toEqual(withoutIds(normalized.doc));
}

describe('blocks → Slate → blocks', () => {
  it('is the identity for the full document', () => {
    expectRoundTrip(fullDocument);
    expectRoundTrip([fullDocument]);
  });

  it.each(fullDocument.blocks.map((block, i) => [`${i}: ${block.type}`, block] as const))(
    'is the identity for block %s',
    (_name, block) => {
      expectRoundTrip({ blocks: [block] });
    },
  );

  it.each([
    [
      'nested marks',
      '<b><i>x</i></b><i><b>y</b></i><b>a<i>b<mark class="cdx-marker">c<code class="inline-code">d</code></mark></i></b>',
    ],
    ['entities', '&amp;amp; &lt;script&gt; 1 &lt; 2 &gt; 0 "q" \'a\''],
    ['links', `a ${LINK_OPEN('https://a.test/?x=1&amp;y=2')}<b>x</b>y</a>${LINK_OPEN('mailto:a@b.c')}m</a>`],
    ['line breaks', 'a<br>b<br><b>c<br></b>'],
    ['hostile', '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><script>alert(1)</script>'],
    ['unicode', 'Rp 1.000 — “kutip” 🙏\u00a0spasi'],
  ])('is the identity for inline %s', (_name, text) => {
    expectRoundTrip({
      blocks: [
        { type: 'paragraph', data: { text: `p ${text}` } },
        { type: 'header', data: { text, level: 3 } },
        { type: 'quote', data: { text, caption: text, alignment: 'center' } },
        {
          type: 'list',
          data: { style: 'checklist', items: [{ content: text, meta: { checked: true }, items: [{ content: text }] }] },
        },
        { type: 'image', data: { file: { url: 'https://a.test/x.png' }, caption: text } },
      ],
    });
  });

  it('is the identity for older shapes once normalized', () => {
    expectRoundTrip({
      blocks: [
        { type: 'quote', data: { caption: 'only caption' } },
        { type: 'image', data: { url: 'https://a.test/x.png' } },
        { type: 'list', data: { style: 'ordered', items: ['a', 'b'] } },
        { type: 'list', data: { style: 'unordered', items: [{ content: 'a', items: ['b'] }] } },
        { type: 'header', data: { text: '', level: 12 } },
      ],
    });
  });
});

describe('blocksToSlate', () => {
  it('builds the editor elements', () => {
    const [paragraph, header, list, quote, image, embed] = blocksToSlate({
      blocks: [
        { type: 'paragraph', data: { text: `a <b>b</b>${LINK_OPEN('https://a.test')}<i>l</i></a>` } },
        { type: 'header', data: { text: 'H', level: 3 } },
        {
          type: 'list',
          data: {
            style: 'ordered',
            meta: { start: 3, counterType: 'lower-roman' },
            items: [{ content: 'x', meta: {}, items: [{ content: 'y', meta: {}, items: [] }] }],
          },
        },
        { type: 'quote', data: { text: 'q', caption: 'c', alignment: 'center' } },
        {
          type: 'image',
          data: {
            file: { url: 'https://a.test/x.png' },
            caption: 'c',
            withBorder: true,
            withBackground: false,
            stretched: true,
          },
        },
        {
          type: 'embed',
          data: {
            service: 'vimeo',
            source: 'https://vimeo.com/1',
            embed: 'https://player.vimeo.com/video/1?title=0&byline=0',
            width: 580,
            height: 320,
            caption: '',
          },
        },
      ],
    });
    expect(paragraph).toEqual({
      type: 'paragraph',
      children: [
        { text: 'a ' },
        { text: 'b', bold: true },
        { type: 'link', url: 'https://a.test', children: [{ text: 'l', italic: true }] },
        { text: '' },
      ],
    });
    expect(header).toEqual({ type: 'header', level: 3, children: [{ text: 'H' }] });
    expect(list).toEqual({
      type: 'list',
      style: 'ordered',
      start: 3,
      counterType: 'lower-roman',
      children: [
        {
          type: 'list-item',
          children: [
            { type: 'list-item-text', children: [{ text: 'x' }] },
            {
              type: 'list',
              style: 'ordered',
              children: [{ type: 'list-item', children: [{ type: 'list-item-text', children: [{ text: 'y' }] }] }],
            },
          ],
        },
      ],
    });
    expect(quote).toEqual({ type: 'quote', alignment: 'center', caption: 'c', children: [{ text: 'q' }] });
    expect(image).toEqual({
      type: 'image',
      url: 'https://a.test/x.png',
      caption: 'c',
      withBorder: true,
      withBackground: false,
      stretched: true,
      children: [{ text: '' }],
    });
    expect(embed).toEqual({
      type: 'embed',
      service: 'vimeo',
      source: 'https://vimeo.com/1',
      embed: 'https://player.vimeo.com/video/1?title=0&byline=0',
      width: 580,
      height: 320,
      caption: '',
      children: [{ text: '' }],
    });
  });

  it('marks checklist items', () => {
    const [list] = blocksToSlate({
      blocks: [
        {
          type: 'list',
          data: {
            style: 'checklist',
            meta: {},
            items: [
              { content: 'a', meta: { checked: true }, items: [] },
              { content: 'b', meta: { checked: false }, items: [] },
            ],
          },
        },
      ],
    }) as ListElement[];
    expect(list.children.map((item) => item.checked)).toEqual([true, false]);
    expect(list).not.toHaveProperty('start');
  });

  it('builds nodes that the Slate normalizer leaves unchanged', () => {
    const editor = createEditor();
    const typeOf = (element: SlateElement) => (element as unknown as CustomElement).type;
    const { isInline, isVoid } = editor;
    editor.isInline = (element) => INLINE_ELEMENT_TYPES.includes(typeOf(element)) || isInline(element);
    editor.isVoid = (element) => VOID_ELEMENT_TYPES.includes(typeOf(element)) || isVoid(element);
    const links = `${LINK_OPEN('https://a.test')}a</a>${LINK_OPEN('https://b.test')}<b>b</b></a>`;
    const value = blocksToSlate({
      blocks: [
        ...fullDocument.blocks,
        { type: 'paragraph', data: { text: links } },
        { type: 'quote', data: { text: `x${links}`, caption: '', alignment: 'left' } },
      ],
    }) as unknown as Descendant[];
    editor.children = structuredClone(value);
    Editor.normalize(editor, { force: true });
    expect(editor.children).toEqual(value);
  });

  it('gives one empty paragraph for empty content', () => {
    for (const empty of [null, undefined, { blocks: [] }, []]) {
      expect(blocksToSlate(empty)).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    }
    expect(slateToBlocks(blocksToSlate(null), 1)).toEqual({ time: 1, blocks: [] });
  });

  it('leaves out blocks that fail validation and sanitizes the rest', () => {
    const elements = blocksToSlate({
      blocks: [
        { type: 'table', data: {} },
        { type: 'image', data: { file: { url: 'javascript:alert(1)' } } },
        { type: 'paragraph', data: { text: '<script>alert(1)</script>ok' } },
      ],
    } as unknown as BlockDocument);
    expect(elements).toEqual([{ type: 'paragraph', children: [{ text: 'ok' }] }]);
  });
});

describe('slateToBlocks', () => {
  it('stamps the time', () => {
    expect(slateToBlocks([], 42)).toEqual({ time: 42, blocks: [] });
    const before = Date.now();
    expect(slateToBlocks([]).time).toBeGreaterThanOrEqual(before);
  });

  it('serializes what the editor produces', () => {
    const nodes: SlateNode[] = [
      {
        type: 'paragraph',
        children: [{ text: 'a < b & ' }, { text: 'c', bold: true, italic: true }, { text: 'd', bold: true }],
      },
      { type: 'paragraph', children: [{ text: '' }] },
      {
        type: 'header',
        level: 2,
        children: [{ text: 'H ' }, { text: 'm', marker: true }, { text: ' ' }, { text: 'k', code: true }],
      },
      {
        type: 'list',
        style: 'checklist',
        children: [
          {
            type: 'list-item',
            checked: true,
            children: [
              { type: 'list-item-text', children: [{ text: 'one' }] },
              {
                type: 'list',
                style: 'checklist',
                children: [{ type: 'list-item', children: [{ type: 'list-item-text', children: [{ text: 'two' }] }] }],
              },
            ],
          },
        ],
      },
      {
        type: 'paragraph',
        children: [
          { text: '' },
          { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'bad' }] },
          { text: ' ' },
          { type: 'link', url: 'https://ok.test', children: [{ text: 'good' }] },
          { text: '' },
        ],
      },
    ];
    expect(slateToBlocks(nodes, 7)).toEqual({
      time: 7,
      blocks: [
        { type: 'paragraph', data: { text: 'a &lt; b &amp; <b><i>c</i>d</b>' } },
        {
          type: 'header',
          data: { text: 'H <mark class="cdx-marker">m</mark> <code class="inline-code">k</code>', level: 2 },
        },
        {
          type: 'list',
          data: {
            style: 'checklist',
            meta: {},
            items: [
              {
                content: 'one',
                meta: { checked: true },
                items: [{ content: 'two', meta: { checked: false }, items: [] }],
              },
            ],
          },
        },
        { type: 'paragraph', data: { text: `bad ${LINK_OPEN('https://ok.test')}good</a>` } },
      ],
    });
  });

  it('keeps ordered options on ordered lists only and rebuilds on a style change', () => {
    const list = (style: string): BlockElement =>
      ({
        type: 'list',
        style,
        start: 4,
        counterType: 'upper-roman',
        children: [
          { type: 'list-item', checked: true, children: [{ type: 'list-item-text', children: [{ text: 'x' }] }] },
        ],
      }) as BlockElement;
    const dataOf = (style: string) =>
      (slateToBlocks([list(style)], 0).blocks[0] as Extract<Block, { type: 'list' }>).data;
    expect(dataOf('ordered')).toEqual({
      style: 'ordered',
      meta: { start: 4, counterType: 'upper-roman' },
      items: [{ content: 'x', meta: {}, items: [] }],
    });
    expect(dataOf('unordered')).toEqual({
      style: 'unordered',
      meta: {},
      items: [{ content: 'x', meta: {}, items: [] }],
    });
    expect(dataOf('checklist')).toEqual({
      style: 'checklist',
      meta: {},
      items: [{ content: 'x', meta: { checked: true }, items: [] }],
    });
  });

  it('reads stray structures without losing text', () => {
    const nodes = [
      { text: 'loose text' },
      { type: 'list-item', children: [{ type: 'list-item-text', children: [{ text: 'lifted item' }] }] },
      { type: 'unknown-block', children: [{ type: 'paragraph', children: [{ text: 'inner' }] }] },
      { type: 'list', style: 'unordered', children: [] },
    ] as unknown as SlateNode[];
    expect(slateToBlocks(nodes, 0).blocks).toEqual([
      { type: 'paragraph', data: { text: 'loose text' } },
      { type: 'paragraph', data: { text: 'lifted item' } },
      { type: 'paragraph', data: { text: 'inner' } },
    ]);
  });

  it('produces a document that validates', () => {
    const doc = slateToBlocks(blocksToSlate(fullDocument), 1);
    const result = normalizeDocument(doc, { strict: true });
    expect(result.ok && result.doc.blocks).toEqual(doc.blocks);
  });
});
