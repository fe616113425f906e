import sharp from 'sharp';

export const DEMO_PICTURE_COUNT = 10;
export const DEMO_WIDTH = 1200;
export const DEMO_HEIGHT = 675;

/** Warm palettes: top colour, bottom colour, shape colour. */
const PALETTES: [string, string, string][] = [
  ['#ffb75e', '#ed6442', '#ffecb3'],
  ['#fad07a', '#d67a3c', '#fff8dc'],
  ['#ff9a76', '#b03a48', '#ffd6a5'],
  ['#f7dc96', '#e2954e', '#be5c36'],
  ['#ffc8a0', '#c75450', '#ffefc8'],
  ['#f2b134', '#a64d2b', '#ffe294'],
  ['#ffddb6', '#e8845c', '#923e34'],
  ['#fdbe78', '#bd6041', '#faf0c8'],
  ['#ee9b5f', '#783440', '#ffcd8c'],
  ['#ffe6a0', '#f0763c', '#ffffeb'],
];

/** Picture n (1-based) as SVG: a diagonal warm gradient with soft circles and a wavy horizon band. */
export function demoPictureSvg(n: number): string {
  const [top, bottom, shape] = PALETTES[(n - 1) % PALETTES.length];
  const w = DEMO_WIDTH;
  const h = DEMO_HEIGHT;
  // Circle layout depends on n so the pictures differ.
  const circles = Array.from({ length: 4 }, (_, i) => {
    const r = 60 + ((n * 53 + i * 71) % 140);
    const opacity = 0.25 + (i % 3) * 0.15;
    return `<circle cx="${(n * 211 + i * 337) % w}" cy="${(n * 97 + i * 173) % h}" r="${r}" fill="${shape}" fill-opacity="${opacity}"/>`;
  }).join('');
  const horizon = h * (0.62 + ((n % 4) - 1.5) * 0.04);
  const wave = Array.from({ length: 41 }, (_, i) => {
    const x = (i * w) / 40;
    return `${x.toFixed(0)},${(horizon + Math.sin(x / 90 + n) * 18).toFixed(1)}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0.25" y2="0.75"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>${circles}
  <polygon points="0,${h} ${wave} ${w},${h}" fill="${bottom}" fill-opacity="0.55" style="mix-blend-mode:multiply"/>
</svg>`;
}

/** Picture n as a PNG, ready for the upload pipeline. */
export const demoPicture = (n: number): Promise<Buffer> =>
  sharp(Buffer.from(demoPictureSvg(n)))
    .png()
    .toBuffer();

export const demoPictureBaseName = (n: number) => `demo/photo-${n}`;
export const demoPictureName = (n: number) => `${demoPictureBaseName(n)}.png`;
