import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@yayasan/ui/testing';
import { BlockContent } from '../BlockContent';

const render = (blocks: unknown[], wrap: 'list' | 'doc' = 'list') => {
  const doc = { time: 1, blocks };
  const { container } = renderWithProviders(<BlockContent content={wrap === 'list' ? [doc] : doc} />);
  return container.querySelector('[data-testid="block-content"]') as HTMLElement;
};

describe('BlockContent: every block type and option', () => {
  test('paragraph with bold, italic, marker, inline code, a link and a line break', () => {
    const root = render([
      {
        type: 'paragraph',
        data: {
          text: 'A <b>tebal</b> <i>miring</i> <mark class="cdx-marker">stabilo</mark> <code class="inline-code">kode()</code> <a href="https://contoh.org/x">tautan</a><br>baris',
        },
      },
    ]);
    const p = root.querySelector('p')!;
    expect(p.querySelector('b')).toHaveTextContent('tebal');
    expect(p.querySelector('i')).toHaveTextContent('miring');
    expect(p.querySelector('mark.cdx-marker')).toHaveTextContent('stabilo');
    expect(p.querySelector('code.inline-code')).toHaveTextContent('kode()');
    const link = within(p).getByRole('link', { name: 'tautan' });
    expect(link).toHaveAttribute('href', 'https://contoh.org/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(p.querySelector('br')).not.toBeNull();
    expect(p).toHaveTextContent('tautanbaris');
  });

  test('headers 1 to 6 render at their level; a missing level is 2, out of range is clamped', () => {
    const root = render([
      ...[1, 2, 3, 4, 5, 6].map((level) => ({ type: 'header', data: { text: `Judul ${level}`, level } })),
      { type: 'header', data: { text: 'Tanpa level' } },
      { type: 'header', data: { text: 'Terlalu besar', level: 99 } },
    ]);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      expect(screen.getByRole('heading', { level, name: `Judul ${level}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Tanpa level' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Terlalu besar' })).toBeInTheDocument();
    expect(root.querySelectorAll('h1,h2,h3,h4,h5,h6')).toHaveLength(8);
  });

  test('image with caption and each of border, background, stretched', () => {
    const root = render([
      {
        type: 'image',
        data: {
          file: { url: 'https://cdn.test/a.png' },
          caption: 'Satu <b>foto</b>',
          withBorder: true,
          withBackground: false,
          stretched: false,
        },
      },
      {
        type: 'image',
        data: {
          file: { url: 'https://cdn.test/b.png' },
          caption: '',
          withBorder: false,
          withBackground: true,
          stretched: false,
        },
      },
      {
        type: 'image',
        data: { file: { url: 'https://cdn.test/c.png' }, withBorder: false, withBackground: false, stretched: true },
      },
    ]);
    const figures = root.querySelectorAll('figure');
    expect(figures).toHaveLength(3);
    expect(figures[0].querySelector('img')).toHaveAttribute('src', 'https://cdn.test/a.png');
    expect(figures[0].querySelector('figcaption b')).toHaveTextContent('foto');
    expect(figures[0].dataset).toMatchObject({ border: 'true', background: 'false', stretched: 'false' });
    expect(figures[1].dataset).toMatchObject({ border: 'false', background: 'true', stretched: 'false' });
    expect(figures[1].querySelector('figcaption')).toBeNull();
    expect(figures[2].dataset).toMatchObject({ stretched: 'true' });
  });

  test('quote with caption, left and center alignment (left by default)', () => {
    const root = render([
      { type: 'quote', data: { text: 'Kutipan tengah', caption: 'Rina', alignment: 'center' } },
      { type: 'quote', data: { text: 'Kutipan kiri', caption: '', alignment: 'left' } },
      { type: 'quote', data: { text: 'Kutipan aneh', alignment: 'justify' } },
    ]);
    const quotes = root.querySelectorAll('blockquote');
    expect(quotes[0]).toHaveAttribute('data-alignment', 'center');
    expect(quotes[0].querySelector('cite')).toHaveTextContent('Rina');
    expect(quotes[1]).toHaveAttribute('data-alignment', 'left');
    expect(quotes[1].querySelector('cite')).toBeNull();
    expect(quotes[2]).toHaveAttribute('data-alignment', 'left');
  });

  test('unordered list, nested', () => {
    const root = render([
      {
        type: 'list',
        data: {
          style: 'unordered',
          meta: {},
          items: [
            { content: 'Satu', meta: {}, items: [{ content: 'Satu A', meta: {}, items: [] }] },
            { content: '<i>Dua</i>', meta: {}, items: [] },
          ],
        },
      },
    ]);
    const outer = root.querySelector('ul')!;
    expect(outer.children).toHaveLength(2);
    expect(outer.querySelector('li ul li')).toHaveTextContent('Satu A');
    expect(outer.querySelector('i')).toHaveTextContent('Dua');
  });

  test.each([
    ['numeric', 'decimal'],
    ['lower-roman', 'lower-roman'],
    ['upper-roman', 'upper-roman'],
    ['lower-alpha', 'lower-alpha'],
    ['upper-alpha', 'upper-alpha'],
  ])('ordered list with start and counterType %s', (counterType, css) => {
    const root = render([
      {
        type: 'list',
        data: {
          style: 'ordered',
          meta: { start: 4, counterType },
          items: [
            { content: 'Empat', meta: {}, items: [{ content: 'Anak', meta: {}, items: [] }] },
            { content: 'Lima', meta: {}, items: [] },
          ],
        },
      },
    ]);
    const ol = root.querySelector('ol')!;
    expect(ol).toHaveAttribute('start', '4');
    expect(ol.style.listStyleType).toBe(css);
    expect(ol.querySelector('ol')).toHaveAttribute('start', '1');
  });

  test('ordered list defaults: start 1, numeric; a bad start falls back to 1', () => {
    const root = render([
      {
        type: 'list',
        data: {
          style: 'ordered',
          meta: { start: 'x', counterType: 'klingon' },
          items: [{ content: 'A', meta: {}, items: [] }],
        },
      },
    ]);
    const ol = root.querySelector('ol')!;
    expect(ol).toHaveAttribute('start', '1');
    expect(ol.style.listStyleType).toBe('decimal');
  });

  test('checklist shows the checked state of each item, nested too', () => {
    render([
      {
        type: 'list',
        data: {
          style: 'checklist',
          meta: {},
          items: [
            {
              content: 'Sudah',
              meta: { checked: true },
              items: [{ content: 'Sub belum', meta: { checked: false }, items: [] }],
            },
            { content: 'Belum', meta: { checked: false }, items: [] },
          ],
        },
      },
    ]);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, false, false]);
    expect(boxes.every((b) => b.disabled)).toBe(true);
  });

  test('legacy list items stored as plain strings still render', () => {
    const root = render([{ type: 'list', data: { style: 'unordered', items: ['Lama <b>satu</b>', 'Lama dua'] } }]);
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('li b')).toHaveTextContent('satu');
  });

  test('embed from a known provider becomes a sandboxed frame built from the source id', () => {
    const root = render([
      {
        type: 'embed',
        data: {
          service: 'youtube',
          source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          embed: 'https://evil.test/embed',
          width: 580,
          height: 320,
          caption: 'Video <b>profil</b>',
        },
      },
      { type: 'embed', data: { service: 'vimeo', source: 'https://vimeo.com/76979871', embed: '', caption: '' } },
    ]);
    const frames = root.querySelectorAll('iframe');
    expect(frames).toHaveLength(2);
    expect(frames[0]).toHaveAttribute('src', 'https://www.youtube.com/embed/aqz-KE-bpKQ');
    expect(frames[0].getAttribute('sandbox')).toContain('allow-scripts');
    expect(frames[0].getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frames[1].getAttribute('src')).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871/);
    expect(root.querySelector('figcaption b')).toHaveTextContent('profil');
  });

  test('document form without the list wrapper, and empty content', () => {
    const root = render([{ type: 'paragraph', data: { text: 'Langsung' } }], 'doc');
    expect(root).toHaveTextContent('Langsung');
    const { container } = renderWithProviders(<BlockContent content={null} />);
    expect(container.querySelector('[data-testid="block-content"]')!.children).toHaveLength(0);
  });
});

describe('BlockContent: hostile input stays inert', () => {
  const XSS = [
    '<script>window.__pwned = 1</script>teks',
    '<img src=x onerror="window.__pwned = 2">',
    '<svg onload="window.__pwned = 3"></svg>',
    '<a href="javascript:window.__pwned=4">klik</a>',
    '<a href="  JaVaScRiPt:alert(1)">klik2</a>',
    '<a href="data:text/html,<script>alert(1)</script>">data</a>',
    '<b onmouseover="alert(1)">tebal</b>',
    '<iframe src="https://evil.test"></iframe>',
    '<style>body{display:none}</style>',
    '"><img src=x onerror=alert(1)>',
    '<mark class="cdx-marker" onclick="alert(1)">m</mark>',
    '<a href="https://ok.test" onclick="alert(1)" style="position:fixed">aman</a>',
  ];

  test.each(XSS)('inline %s', (html) => {
    const root = render([
      { type: 'paragraph', data: { text: html } },
      { type: 'header', data: { text: html, level: 2 } },
      { type: 'quote', data: { text: html, caption: html } },
      { type: 'list', data: { style: 'unordered', items: [{ content: html, meta: {}, items: [] }] } },
      { type: 'image', data: { file: { url: 'https://cdn.test/x.png' }, caption: html } },
    ]);
    expect(root.querySelector('script, img:not([src="https://cdn.test/x.png"]), svg, iframe, style')).toBeNull();
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name).not.toMatch(/^on/i);
        expect(attr.name).not.toBe('style');
        expect(attr.value).not.toMatch(/^\s*(javascript|data):/i);
      }
    }
    for (const a of Array.from(root.querySelectorAll('a'))) expect(a.getAttribute('href')).toMatch(/^https?:\/\//);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  test('hostile blocks: unknown types, javascript/data image URLs, unknown embed hosts, prototype keys', () => {
    const root = render([
      { type: 'raw', data: { html: '<script>alert(1)</script>' } },
      { type: 'constructor', data: {} },
      { type: '__proto__', data: {} },
      { type: 'image', data: { file: { url: 'javascript:alert(1)' }, caption: 'x' } },
      { type: 'image', data: { file: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } } },
      {
        type: 'embed',
        data: { service: 'youtube', source: 'https://evil.test/watch?v=aqz-KE-bpKQ', embed: 'https://evil.test/' },
      },
      { type: 'embed', data: { service: 'youtube', source: 'javascript:alert(1)', embed: 'javascript:alert(1)' } },
      { type: 'embed', data: { service: 'youtube', source: 'https://vimeo.com/76979871' } },
      { type: 'paragraph', data: 'not an object' },
      null,
      'string block',
      { type: 'list', data: { style: 'ordered', items: 'not a list' } },
      { type: 'paragraph', data: { text: { toString: 'x' } } },
    ]);
    expect(root.querySelector('iframe, img, script')).toBeNull();
    expect(root.textContent).not.toContain('alert');
  });

  test('deeply nested lists stop at the nesting limit instead of overflowing', () => {
    let item: { content: string; meta: object; items: unknown[] } = { content: 'dasar', meta: {}, items: [] };
    for (let i = 0; i < 50; i++) item = { content: `lapis ${i}`, meta: {}, items: [item] };
    const root = render([{ type: 'list', data: { style: 'unordered', items: [item] } }]);
    expect(root.querySelectorAll('ul').length).toBeLessThanOrEqual(10);
  });
});
