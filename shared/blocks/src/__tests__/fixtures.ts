import type { BlockDocument, ListItem } from '..';

export const LINK_OPEN = (url: string) => `<a href="${url}" rel="noopener noreferrer" target="_blank">`;

const item = (content: string, items: ListItem[] = [], checked?: boolean): ListItem => ({
  content,
  meta: checked === undefined ? {} : { checked },
  items,
});

/** A document in the current shapes, already canonical, with every block type and option. */
export const fullDocument: BlockDocument = {
  time: 1_700_000_000_000,
  version: '2.31.0',
  blocks: [
    { id: 'p1', type: 'paragraph', data: { text: 'Halo <b>dunia</b> &amp; <i>teman</i> &lt;3' } },
    {
      type: 'paragraph',
      data: {
        text:
          '<b><i>nested</i></b> <mark class="cdx-marker">marker</mark> <code class="inline-code">code()</code> ' +
          `${LINK_OPEN('https://example.org/?a=1&amp;b=2')}link <b>bold</b></a> end<br>second line`,
      },
    },
    { type: 'header', data: { text: 'Judul satu', level: 1 } },
    { type: 'header', data: { text: 'Judul <mark class="cdx-marker">dua</mark>', level: 2 } },
    { type: 'header', data: { text: 'Judul tiga', level: 3 } },
    { type: 'header', data: { text: 'Judul enam', level: 6 } },
    {
      type: 'list',
      data: {
        style: 'unordered',
        meta: {},
        items: [
          item('Satu', [item('Satu.a', [item('Satu.a.i'), item('Satu.a.ii')]), item('Satu.b')]),
          item('<b>Dua</b>'),
        ],
      },
    },
    {
      type: 'list',
      data: {
        style: 'ordered',
        meta: { start: 3, counterType: 'lower-roman' },
        items: [item('Tiga', [item('Tiga.a', [item('Tiga.a.i')])]), item('Empat')],
      },
    },
    ...(['numeric', 'upper-roman', 'lower-alpha', 'upper-alpha'] as const).map((counterType, i) => ({
      type: 'list' as const,
      data: { style: 'ordered' as const, meta: { start: i + 1, counterType }, items: [item(counterType)] },
    })),
    {
      type: 'list',
      data: {
        style: 'checklist',
        meta: {},
        items: [
          item('Beli beras', [item('5 kg', [item('Merek A', [], true)], false)], true),
          item('Antar donasi', [], false),
        ],
      },
    },
    { type: 'quote', data: { text: 'Berbagi itu <i>indah</i>', caption: 'Pendiri', alignment: 'left' } },
    { type: 'quote', data: { text: 'Di tengah', caption: '<b>Anonim</b>', alignment: 'center' } },
    { type: 'quote', data: { text: 'Tanpa keterangan', caption: '', alignment: 'left' } },
    {
      type: 'image',
      data: {
        file: { url: 'https://cdn.example.org/a.png' },
        caption: 'Foto <i>kegiatan</i>',
        withBorder: false,
        withBackground: false,
        stretched: false,
      },
    },
    {
      type: 'image',
      data: {
        file: { url: 'https://cdn.example.org/b.jpg' },
        caption: '',
        withBorder: true,
        withBackground: true,
        stretched: true,
      },
    },
    {
      type: 'embed',
      data: {
        service: 'youtube',
        source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        width: 580,
        height: 320,
        caption: 'Video <b>kegiatan</b>',
      },
    },
    {
      type: 'embed',
      data: {
        service: 'twitter',
        source: 'https://x.com/jack/status/20',
        embed: 'https://platform.twitter.com/embed/Tweet.html?id=20',
        width: 600,
        height: 300,
        caption: '',
      },
    },
  ],
};
