import {
  canonicalInline,
  decodeEntities,
  inlineToText,
  isBlankInline,
  parseInline,
  serializeInline,
  textToInline,
  type InlineNode,
} from '../server';

const LINK = (url: string) => `<a href="${url}" rel="noopener noreferrer" target="_blank">`;

describe('parseInline', () => {
  it('reads plain text and entities', () => {
    expect(parseInline('')).toEqual([{ text: '' }]);
    expect(parseInline('Halo dunia')).toEqual([{ text: 'Halo dunia' }]);
    expect(parseInline('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; &#x41;&nbsp;f')).toEqual([
      { text: 'a & b <c> "d" \'e\' A\u00a0f' },
    ]);
  });

  it('reads every mark, nested', () => {
    expect(
      parseInline(
        '<b>b</b><i>i</i><mark class="cdx-marker">m</mark><code class="inline-code">c</code><b><i>bi</i></b>',
      ),
    ).toEqual([
      { text: 'b', bold: true },
      { text: 'i', italic: true },
      { text: 'm', marker: true },
      { text: 'c', code: true },
      { text: 'bi', bold: true, italic: true },
    ]);
    expect(parseInline('<b>a<i>b<mark class="cdx-marker">c</mark></i>d</b>')).toEqual([
      { text: 'a', bold: true },
      { text: 'b', bold: true, italic: true },
      { text: 'c', bold: true, italic: true, marker: true },
      { text: 'd', bold: true },
    ]);
  });

  it('merges adjacent texts with the same marks', () => {
    expect(parseInline('<b>a</b><b>b</b>c<i></i>d')).toEqual([{ text: 'ab', bold: true }, { text: 'cd' }]);
  });

  it('ignores mark and code without their class', () => {
    expect(parseInline('<mark>m</mark><code class="x">c</code>')).toEqual([{ text: 'mc' }]);
  });

  it('reads <br> as a newline and raw newlines as spaces', () => {
    expect(parseInline('a<br>b<br />c\nd')).toEqual([{ text: 'a\nb\nc d' }]);
  });

  it('reads links as inline elements surrounded by texts', () => {
    expect(parseInline(`${LINK('https://a.test/?x=1&amp;y=2')}go <b>now</b></a>`)).toEqual([
      { text: '' },
      { type: 'link', url: 'https://a.test/?x=1&y=2', children: [{ text: 'go ' }, { text: 'now', bold: true }] },
      { text: '' },
    ]);
    expect(parseInline(`x${LINK('https://a.test')}1</a>${LINK('https://b.test')}2</a>y`)).toEqual([
      { text: 'x' },
      { type: 'link', url: 'https://a.test', children: [{ text: '1' }] },
      { text: '' },
      { type: 'link', url: 'https://b.test', children: [{ text: '2' }] },
      { text: 'y' },
    ]);
  });

  it('drops links with a disallowed target and empty links', () => {
    expect(parseInline('<a href="javascript:alert(1)">x</a>')).toEqual([{ text: 'x' }]);
    expect(parseInline(`a${LINK('https://a.test')}</a>b`)).toEqual([{ text: 'ab' }]);
  });

  it('copes with deep nesting and malformed markup', () => {
    expect(parseInline('<b>'.repeat(20000) + 'x' + '</i>'.repeat(20000))).toEqual([{ text: 'x', bold: true }]);
    expect(inlineToText('<a "x'.repeat(2000))).toBe('<a "x'.repeat(2000));
    expect(parseInline('a < b <!-- note --> c')).toEqual([{ text: 'a < b  c' }]);
  });

  it('skips the content of script and style', () => {
    expect(parseInline('a<script>alert(1)</script><style>p{}</style>b')).toEqual([{ text: 'ab' }]);
  });
});

describe('serializeInline', () => {
  it('escapes text and writes marks in a fixed nesting order', () => {
    const nodes: InlineNode[] = [
      { text: '1 < 2 & 3 > 0 ' },
      { text: 'x', italic: true, bold: true },
      { text: 'y', code: true, marker: true },
    ];
    expect(serializeInline(nodes)).toBe(
      '1 &lt; 2 &amp; 3 &gt; 0 <b><i>x</i></b><mark class="cdx-marker"><code class="inline-code">y</code></mark>',
    );
  });

  it('keeps shared outer marks open', () => {
    expect(
      serializeInline([
        { text: 'a', bold: true },
        { text: 'b', bold: true, italic: true },
        { text: 'c', bold: true },
      ]),
    ).toBe('<b>a<i>b</i>c</b>');
  });

  it('writes newlines as <br> and links with forced rel/target', () => {
    expect(
      serializeInline([
        { text: 'a\nb ' },
        { type: 'link', url: 'https://a.test/?q="x"&y', children: [{ text: 'l', bold: true }] },
        { text: '' },
      ]),
    ).toBe(`a<br>b ${LINK('https://a.test/?q=&quot;x&quot;&amp;y')}<b>l</b></a>`);
  });

  it('writes disallowed links as plain text', () => {
    expect(serializeInline([{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'x' }] }])).toBe('x');
  });
});

describe('canonical form', () => {
  const samples = [
    '<i><b>x</b></i>',
    '<b><i>x</i></b>',
    '<b>a<i>b</i></b>c',
    '&amp;&lt;&gt; "quotes"',
    `${LINK('https://a.test')}a</a>${LINK('https://a.test')}b</a>`,
    '<mark class="cdx-marker"><b>m</b></mark><code class="inline-code">&lt;tag&gt;</code>',
    'line<br>break<br>',
  ];
  it.each(samples)('is a fixed point: %s', (html) => {
    const once = canonicalInline(html);
    expect(canonicalInline(once)).toBe(once);
    expect(serializeInline(parseInline(once))).toBe(once);
  });

  it('nests marks the same way whatever the input order', () => {
    expect(canonicalInline('<i><b>x</b></i>')).toBe('<b><i>x</i></b>');
    expect(canonicalInline('<code class="inline-code"><mark class="cdx-marker">x</mark></code>')).toBe(
      '<mark class="cdx-marker"><code class="inline-code">x</code></mark>',
    );
  });
});

describe('text helpers', () => {
  it('converts between inline HTML and text', () => {
    expect(inlineToText('<b>a</b> &amp; <i>b</i><br>c')).toBe('a & b\nc');
    expect(textToInline('a < b & c\nd')).toBe('a &lt; b &amp; c<br>d');
    expect(decodeEntities('&amp;lt; &unknown; &constructor; &#0;')).toBe('&lt; &unknown; &constructor; \ufffd');
  });

  it('knows blank inline HTML', () => {
    expect(isBlankInline('')).toBe(true);
    expect(isBlankInline('  <b> </b>&nbsp;<br>')).toBe(true);
    expect(isBlankInline('<b>x</b>')).toBe(false);
  });
});
