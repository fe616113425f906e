import { countBlocks, normalizeDocument, type Block, type BlockDocument } from '../server';
import { fullDocument } from './fixtures';

const normalize = (input: unknown, strict = false) => {
  const result = normalizeDocument(input, { strict });
  if (!result.ok) throw new Error(`unexpected error: ${result.error}`);
  return result.doc;
};
const blocksOf = (...blocks: unknown[]) => normalize({ blocks }).blocks;
const errorOf = (input: unknown, strict = false) => {
  const result = normalizeDocument(input, { strict });
  return result.ok ? null : result.error;
};

describe('normalizeDocument: content forms', () => {
  it('keeps a canonical document as it is', () => {
    expect(normalize(fullDocument)).toEqual(fullDocument);
  });

  it('reads the stored array form, its JSON text, and empty content', () => {
    expect(normalize([fullDocument])).toEqual(fullDocument);
    expect(normalize(JSON.stringify([fullDocument]))).toEqual(fullDocument);
    for (const empty of [null, undefined, '', [], [null], {}]) expect(normalize(empty)).toEqual({ blocks: [] });
    expect(normalize({ time: 5, blocks: [] })).toEqual({ time: 5, blocks: [] });
  });

  it('rejects content that is not a document', () => {
    expect(errorOf(42)).toMatch(/document/);
    expect(errorOf({ blocks: 'x' })).toMatch(/blocks must be an array/);
    expect(errorOf('{not json')).toMatch(/JSON/);
    expect(errorOf({ blocks: [null] })).toMatch(/Block 1/);
    expect(
      errorOf({ blocks: Array.from({ length: 1001 }, () => ({ type: 'paragraph', data: { text: 'x' } })) }),
    ).toMatch(/more than 1000/);
  });

  it('rejects unknown block types, naming them', () => {
    const error = errorOf({
      blocks: [
        { type: 'paragraph', data: { text: 'a' } },
        { type: 'table', data: {} },
      ],
    });
    expect(error).toContain('"table"');
    expect(error).toContain('Block 2');
    expect(errorOf({ blocks: [{ data: {} }] })).toMatch(/missing block type/);
    expect(errorOf({ blocks: [{ type: 'paragraph', data: 'x' }] })).toMatch(/data must be an object/);
  });

  it('keeps valid ids and drops others', () => {
    expect(blocksOf({ id: 'abc_DEF-1', type: 'paragraph', data: { text: 'a' } })[0].id).toBe('abc_DEF-1');
    expect(blocksOf({ id: '<x>', type: 'paragraph', data: { text: 'a' } })[0]).not.toHaveProperty('id');
  });
});

describe('normalizeDocument: blocks', () => {
  it('sanitizes every inline string', () => {
    const [paragraph, header, list, quote, image] = blocksOf(
      { type: 'paragraph', data: { text: '<script>alert(1)</script><b onclick="x">ok</b>' } },
      { type: 'header', data: { text: '<img src=x onerror=alert(1)>Judul', level: 2 } },
      {
        type: 'list',
        data: { style: 'unordered', items: [{ content: '<a href="javascript:alert(1)">x</a>', items: [] }] },
      },
      { type: 'quote', data: { text: '<code class="evil">q</code>', caption: '<mark onclick="x">c</mark>' } },
      {
        type: 'image',
        data: { file: { url: 'https://a.test/x.png' }, caption: '<iframe src="https://evil.test"></iframe>c' },
      },
    );
    expect(paragraph.data).toEqual({ text: '<b>ok</b>' });
    expect(header.data).toEqual({ text: 'Judul', level: 2 });
    expect(list.type === 'list' && list.data.items[0].content).toBe('x');
    expect(quote.data).toEqual({ text: 'q', caption: 'c', alignment: 'left' });
    expect(image.type === 'image' && image.data.caption).toBe('c');
  });

  it('leaves out blank paragraphs and lists without items', () => {
    expect(
      blocksOf(
        { type: 'paragraph', data: { text: '' } },
        { type: 'paragraph', data: { text: ' <b></b>&nbsp;' } },
        { type: 'paragraph', data: {} },
        { type: 'list', data: { style: 'ordered', items: [] } },
        { type: 'paragraph', data: { text: 'ada' } },
      ),
    ).toEqual([{ type: 'paragraph', data: { text: 'ada' } }]);
  });

  it('clamps header levels and defaults to 2', () => {
    const levels = [1, 6, 0, 9, 2.7, '3', 'x', undefined, null].map(
      (level) =>
        (blocksOf({ type: 'header', data: { text: 'h', level } })[0] as Extract<Block, { type: 'header' }>).data.level,
    );
    expect(levels).toEqual([1, 6, 1, 6, 2, 3, 2, 2, 2]);
  });

  it('defaults list options and checks the style', () => {
    const list = (data: unknown) => (blocksOf({ type: 'list', data })[0] as Extract<Block, { type: 'list' }>).data;
    expect(list({ items: [{ content: 'a', items: [] }] })).toEqual({
      style: 'unordered',
      meta: {},
      items: [{ content: 'a', meta: {}, items: [] }],
    });
    expect(list({ style: 'ordered', items: ['a'] }).meta).toEqual({ start: 1, counterType: 'numeric' });
    expect(list({ style: 'ordered', meta: { start: '7', counterType: 'upper-alpha' }, items: ['a'] }).meta).toEqual({
      start: 7,
      counterType: 'upper-alpha',
    });
    for (const start of [0, -3, 'abc', 1.5e300, null]) {
      expect(list({ style: 'ordered', meta: { start, counterType: 'greek' }, items: ['a'] }).meta).toEqual({
        start: 1,
        counterType: 'numeric',
      });
    }
    // start and counterType belong to ordered lists only
    expect(list({ style: 'unordered', meta: { start: 4, counterType: 'lower-roman' }, items: ['a'] }).meta).toEqual({});
    expect(list({ style: 'checklist', items: [{ content: 'a', meta: { checked: 'yes' } }] }).items[0].meta).toEqual({
      checked: false,
    });
    expect(list({ style: 'unordered', items: [{ content: 'a', meta: { checked: true } }] }).items[0].meta).toEqual({});
    expect(errorOf({ blocks: [{ type: 'list', data: { style: 'bullets', items: ['a'] } }] })).toMatch(
      /list style "bullets"/,
    );
    expect(errorOf({ blocks: [{ type: 'list', data: { items: 'a' } }] })).toMatch(/must be an array/);
    expect(errorOf({ blocks: [{ type: 'list', data: { items: [5] } }] })).toMatch(/invalid list item/);
  });

  it('limits list nesting', () => {
    let items: unknown[] = [{ content: 'leaf', items: [] }];
    for (let depth = 0; depth < 12; depth++) items = [{ content: `level ${depth}`, items }];
    expect(errorOf({ blocks: [{ type: 'list', data: { items } }] })).toMatch(/nested deeper/);
  });

  it('defaults quote alignment to left', () => {
    const quote = (alignment: unknown) =>
      blocksOf({ type: 'quote', data: { text: 'q', caption: '', alignment } })[0].data;
    expect(quote('center')).toEqual({ text: 'q', caption: '', alignment: 'center' });
    expect(quote('right')).toEqual({ text: 'q', caption: '', alignment: 'left' });
  });

  it('checks image URLs', () => {
    const image = (data: unknown) => blocksOf({ type: 'image', data })[0].data;
    expect(image({ file: { url: ' https://cdn.example.org/a b.png ' }, withBorder: 'true', stretched: 1 })).toEqual({
      file: { url: 'https://cdn.example.org/a%20b.png' },
      caption: '',
      withBorder: true,
      withBackground: false,
      stretched: false,
    });
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/uploads/a.png',
      'ftp://x/a.png',
      'nope',
    ]) {
      expect(errorOf({ blocks: [{ type: 'image', data: { file: { url } } }] })).toMatch(
        /Block 1: image URL must be http/,
      );
    }
    expect(errorOf({ blocks: [{ type: 'image', data: { file: { url: 5 } } }] })).toMatch(/must be http/);
    expect(errorOf({ blocks: [{ type: 'image', data: { file: { url: {} } } }] })).toMatch(/must be a string/);
  });

  it('derives embeds from the source and rejects unknown providers', () => {
    const [embed] = blocksOf({
      type: 'embed',
      data: {
        service: 'youtube',
        source: 'https://youtu.be/dQw4w9WgXcQ',
        embed: 'https://evil.test/steal',
        width: 'wide',
        caption: '<b>v</b><script>x</script>',
      },
    });
    expect(embed.data).toEqual({
      service: 'youtube',
      source: 'https://youtu.be/dQw4w9WgXcQ',
      embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      width: 580,
      height: 320,
      caption: '<b>v</b>',
    });
    const embedError = (data: unknown) => errorOf({ blocks: [{ type: 'embed', data }] });
    expect(embedError({ service: 'tiktok', source: 'https://www.tiktok.com/@u/video/1' })).toMatch(
      /unsupported embed service "tiktok"/,
    );
    expect(embedError({ service: 'youtube', source: 'https://vimeo.com/123' })).toMatch(/not a youtube URL/);
    expect(embedError({ service: 'youtube', source: 'https://evil.test/watch?v=dQw4w9WgXcQ' })).toMatch(
      /not a youtube URL/,
    );
    expect(embedError({ service: 'youtube', source: 'javascript:alert(1)' })).toMatch(/must be http or https/);
    expect(embedError({ service: 'vimeo' })).toMatch(/not a vimeo URL/);
  });

  it('derives an embed from its embed URL when the source is missing', () => {
    const [embed] = blocksOf({
      type: 'embed',
      data: { service: 'youtube', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
    });
    expect(embed.data).toMatchObject({ service: 'youtube', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
  });
});

describe('normalizeDocument: older shapes', () => {
  it('accepts a quote without text, or with only a caption', () => {
    expect(blocksOf({ type: 'quote', data: { caption: 'Siapa', alignment: 'center' } })[0].data).toEqual({
      text: '',
      caption: 'Siapa',
      alignment: 'center',
    });
    expect(blocksOf({ type: 'quote', data: {} })[0].data).toEqual({ text: '', caption: '', alignment: 'left' });
  });

  it('accepts an image with a top-level url', () => {
    expect(blocksOf({ type: 'image', data: { url: 'https://cdn.example.org/a.png', caption: 'c' } })[0].data).toEqual({
      file: { url: 'https://cdn.example.org/a.png' },
      caption: 'c',
      withBorder: false,
      withBackground: false,
      stretched: false,
    });
  });

  it('accepts list items as plain strings and older nested items', () => {
    expect(blocksOf({ type: 'list', data: { style: 'ordered', items: ['<b>a</b>', 'b'] } })[0].data).toEqual({
      style: 'ordered',
      meta: { start: 1, counterType: 'numeric' },
      items: [
        { content: '<b>a</b>', meta: {}, items: [] },
        { content: 'b', meta: {}, items: [] },
      ],
    });
    expect(
      blocksOf({
        type: 'list',
        data: { style: 'unordered', items: [{ content: 'a', items: ['b', { content: 'c' }] }] },
      })[0].data,
    ).toEqual({
      style: 'unordered',
      meta: {},
      items: [
        {
          content: 'a',
          meta: {},
          items: [
            { content: 'b', meta: {}, items: [] },
            { content: 'c', meta: {}, items: [] },
          ],
        },
      ],
    });
    expect(
      blocksOf({ type: 'list', data: { style: 'checklist', items: [{ text: 'a', checked: true }] } })[0].data,
    ).toEqual({ style: 'checklist', meta: {}, items: [{ content: 'a', meta: { checked: true }, items: [] }] });
  });
});

describe('normalizeDocument: strict', () => {
  it('rejects a header with empty text', () => {
    const doc = {
      blocks: [
        { type: 'paragraph', data: { text: 'a' } },
        { type: 'header', data: { text: ' <b></b> ', level: 2 } },
      ],
    };
    expect(errorOf(doc, true)).toBe('Block 2: header text is empty');
    expect(normalize(doc).blocks[1]).toEqual({ type: 'header', data: { text: '  ', level: 2 } });
  });

  it('rejects an image without a file URL', () => {
    const doc = { blocks: [{ type: 'image', data: { file: { url: '' }, caption: 'c' } }] };
    expect(errorOf(doc, true)).toBe('Block 1: image block needs a file URL');
    expect(errorOf({ blocks: [{ type: 'image', data: {} }] }, true)).toBe('Block 1: image block needs a file URL');
    expect(normalize(doc).blocks[0].data).toMatchObject({ file: { url: '' } });
  });

  it('accepts the full document', () => {
    expect(normalize(fullDocument, true)).toEqual(fullDocument);
  });
});

describe('countBlocks', () => {
  const doc = (...blocks: unknown[]) => ({ blocks }) as BlockDocument;
  it('counts blocks with content only', () => {
    expect(countBlocks(null)).toBe(0);
    expect(countBlocks({ blocks: [] })).toBe(0);
    expect(countBlocks(fullDocument)).toBe(fullDocument.blocks.length);
    expect(
      countBlocks(
        doc(
          { type: 'paragraph', data: { text: '' } },
          { type: 'paragraph', data: { text: '&nbsp;<br>' } },
          { type: 'header', data: { text: '', level: 2 } },
          { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: '', meta: {}, items: [] }] } },
          { type: 'quote', data: { text: '', caption: '', alignment: 'left' } },
          {
            type: 'image',
            data: { file: { url: '' }, caption: 'c', withBorder: false, withBackground: false, stretched: false },
          },
        ),
      ),
    ).toBe(0);
    expect(
      countBlocks(
        doc(
          { type: 'paragraph', data: { text: 'a' } },
          {
            type: 'list',
            data: {
              style: 'unordered',
              meta: {},
              items: [{ content: '', meta: {}, items: [{ content: 'x', meta: {}, items: [] }] }],
            },
          },
          { type: 'quote', data: { text: '', caption: 'c', alignment: 'left' } },
        ),
      ),
    ).toBe(3);
  });
});
