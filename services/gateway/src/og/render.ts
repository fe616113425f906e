import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import type { Campaign, PublishedBlog } from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { SITE } from '@yayasan/site-config';
import { OG_HEIGHT, OG_WIDTH } from './image-urls';

/** Share images must stay small enough for every chat app's preview fetcher. */
export const OG_MAX_BYTES = 300 * 1024;

const COLORS = { brand: '#1f7a4d', brandDark: '#145235', ink: '#1c2430', muted: '#5b6573', track: '#dfe7e2' };

// satori reads TTF/OTF/WOFF (not WOFF2): the @fontsource package ships WOFF files.
const font = (weight: 400 | 700) => ({
  name: 'Inter',
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  weight,
  style: 'normal' as const,
});
let fonts: ReturnType<typeof font>[] | undefined;

/** A satori element (the React element shape, without React; satori reads no key). */
interface Node {
  type: string;
  key: null;
  props: { style?: Record<string, unknown>; children?: Node | string | (Node | string)[]; src?: string };
}
const h = (type: string, style: Record<string, unknown>, children?: Node['props']['children']): Node => ({
  type,
  key: null,
  props: { style, children },
});
const img = (src: string, width: number, height: number): Node => ({
  type: 'img',
  key: null,
  props: { src, style: { width, height, objectFit: 'cover' } },
});

/** A picture cropped to fill width×height, as a data URL satori can draw. */
export async function coverDataUrl(picture: Buffer, width: number, height: number): Promise<string> {
  const jpeg = await sharp(picture).rotate().resize(width, height, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

async function toJpeg(tree: Node): Promise<Buffer> {
  fonts ??= [font(400), font(700)];
  const svg = await satori(tree, { width: OG_WIDTH, height: OG_HEIGHT, fonts });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
  for (const quality of [85, 72, 60, 45]) {
    const jpeg = await sharp(png).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= OG_MAX_BYTES) return jpeg;
  }
  return sharp(png).resize(OG_WIDTH, OG_HEIGHT).jpeg({ quality: 30 }).toBuffer();
}

const title = (text: string, fontSize: number, color: string, lines = 3) =>
  h('div', { display: 'block', fontSize, fontWeight: 700, lineHeight: 1.2, color, lineClamp: lines }, text);
const siteName = (color: string) => h('div', { display: 'flex', fontSize: 28, fontWeight: 700, color }, SITE.name);

export const THUMB_WIDTH = 470;

/** Campaign: thumbnail, title, progress bar with percentage, collected of target, the foundation's name. */
export function renderCampaignImage(c: Campaign, thumbnail: string | null): Promise<Buffer> {
  const percent = Math.max(0, Math.min(100, Math.floor(c.percentage_collected)));
  const picture = thumbnail
    ? img(thumbnail, THUMB_WIDTH, OG_HEIGHT)
    : h('div', { display: 'flex', width: THUMB_WIDTH, height: OG_HEIGHT, background: COLORS.brand });
  const body = h(
    'div',
    { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, padding: '48px 56px' },
    [
      siteName(COLORS.brand),
      title(c.title, 50, COLORS.ink),
      h('div', { display: 'flex', flexDirection: 'column' }, [
        h('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', marginBottom: 14 }, [
          h('div', { display: 'flex', flexDirection: 'column' }, [
            h('div', { display: 'flex', fontSize: 26, color: COLORS.muted }, 'Terkumpul'),
            h(
              'div',
              { display: 'flex', fontSize: 40, fontWeight: 700, color: COLORS.brandDark },
              formatRp(c.total_collected),
            ),
          ]),
          h('div', { display: 'flex', fontSize: 44, fontWeight: 700, color: COLORS.brand }, `${percent}%`),
        ]),
        h('div', { display: 'flex', width: '100%', height: 22, borderRadius: 11, background: COLORS.track }, [
          h('div', { display: 'flex', width: `${percent}%`, height: 22, borderRadius: 11, background: COLORS.brand }),
        ]),
        h(
          'div',
          { display: 'flex', marginTop: 14, fontSize: 26, color: COLORS.muted },
          `dari target ${formatRp(c.target_amount)}`,
        ),
      ]),
    ],
  );
  return toJpeg(
    h('div', { display: 'flex', width: OG_WIDTH, height: OG_HEIGHT, background: '#ffffff' }, [picture, body]),
  );
}

/** Article: its banner cropped to 1200×630 with the title over a dark fade. */
export function renderArticleImage(b: PublishedBlog, banner: string | null): Promise<Buffer> {
  const layers: Node[] = [
    banner
      ? img(banner, OG_WIDTH, OG_HEIGHT)
      : h('div', { display: 'flex', width: OG_WIDTH, height: OG_HEIGHT, background: COLORS.brandDark }),
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        position: 'absolute',
        left: 0,
        top: 0,
        right: 0,
        bottom: 0,
        padding: '56px 64px',
        backgroundImage: 'linear-gradient(to bottom, rgba(0,0,0,0) 30%, rgba(0,0,0,0.82) 100%)',
      },
      [title(b.title, 58, '#ffffff'), h('div', { display: 'flex', marginTop: 20 }, [siteName('#d8f0e2')])],
    ),
  ];
  return toJpeg(h('div', { display: 'flex', position: 'relative', width: OG_WIDTH, height: OG_HEIGHT }, layers));
}

/** The site's own card, for pages without a picture of their own. */
export function renderSiteImage(): Promise<Buffer> {
  const card = h(
    'div',
    { display: 'flex', flexDirection: 'column', justifyContent: 'center', flex: 1, padding: '72px 88px' },
    [
      h('div', { display: 'flex', fontSize: 76, fontWeight: 700, color: '#ffffff', lineHeight: 1.1 }, SITE.name),
      h('div', { display: 'flex', marginTop: 28, fontSize: 36, color: '#e3f4ea', lineHeight: 1.3 }, SITE.tagline),
    ],
  );
  const background = `linear-gradient(135deg, ${COLORS.brand}, ${COLORS.brandDark})`;
  return toJpeg(h('div', { display: 'flex', width: OG_WIDTH, height: OG_HEIGHT, backgroundImage: background }, [card]));
}
