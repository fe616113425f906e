import { encodePng } from './png';

export const DEMO_PICTURE_COUNT = 10;
export const DEMO_WIDTH = 1200;
export const DEMO_HEIGHT = 675;

type Rgb = [number, number, number];

/** Warm palettes: top colour, bottom colour, shape colour. */
const PALETTES: [Rgb, Rgb, Rgb][] = [
  [
    [255, 183, 94],
    [237, 100, 66],
    [255, 236, 179],
  ],
  [
    [250, 208, 122],
    [214, 122, 60],
    [255, 248, 220],
  ],
  [
    [255, 154, 118],
    [176, 58, 72],
    [255, 214, 165],
  ],
  [
    [247, 220, 150],
    [226, 149, 78],
    [190, 92, 54],
  ],
  [
    [255, 200, 160],
    [199, 84, 80],
    [255, 239, 200],
  ],
  [
    [242, 177, 52],
    [166, 77, 43],
    [255, 226, 148],
  ],
  [
    [255, 221, 182],
    [232, 132, 92],
    [146, 62, 52],
  ],
  [
    [253, 190, 120],
    [189, 96, 65],
    [250, 240, 200],
  ],
  [
    [238, 155, 95],
    [120, 52, 64],
    [255, 205, 140],
  ],
  [
    [255, 230, 160],
    [240, 118, 60],
    [255, 255, 235],
  ],
];

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** Picture n (1-based): a diagonal warm gradient with soft circles and a horizon band. */
export function demoPicture(n: number): Buffer {
  const [top, bottom, shape] = PALETTES[(n - 1) % PALETTES.length];
  const w = DEMO_WIDTH;
  const h = DEMO_HEIGHT;
  const rgb = new Uint8Array(w * h * 3);
  // Circle layout depends on n so the pictures differ.
  const circles = Array.from({ length: 4 }, (_, i) => ({
    x: ((n * 211 + i * 337) % w) * 1,
    y: ((n * 97 + i * 173) % h) * 1,
    r: 60 + ((n * 53 + i * 71) % 140),
    alpha: 0.25 + (i % 3) * 0.15,
  }));
  const horizon = h * (0.62 + ((n % 4) - 1.5) * 0.04);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = Math.min(1, Math.max(0, (y / h) * 0.75 + (x / w) * 0.25));
      let r = mix(top[0], bottom[0], t);
      let g = mix(top[1], bottom[1], t);
      let b = mix(top[2], bottom[2], t);
      for (const c of circles) {
        const d = Math.hypot(x - c.x, y - c.y);
        if (d < c.r) {
          const a = c.alpha * Math.min(1, (c.r - d) / 12);
          r = mix(r, shape[0], a);
          g = mix(g, shape[1], a);
          b = mix(b, shape[2], a);
        }
      }
      if (y > horizon + Math.sin(x / 90 + n) * 18) {
        r = mix(r, bottom[0] * 0.6, 0.55);
        g = mix(g, bottom[1] * 0.6, 0.55);
        b = mix(b, bottom[2] * 0.6, 0.55);
      }
      const o = (y * w + x) * 3;
      rgb[o] = r;
      rgb[o + 1] = g;
      rgb[o + 2] = b;
    }
  }
  return encodePng(w, h, rgb);
}

export const demoPictureName = (n: number) => `demo/photo-${n}.png`;
