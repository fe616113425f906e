import sharp from 'sharp';
import { IMAGE_WIDTHS, imageVariants } from '@yayasan/contracts';
import { buildMedia, multipart, picture, srcSetUrls, USER } from './helpers';

let svc: Awaited<ReturnType<typeof buildMedia>>;
beforeAll(async () => {
  svc = await buildMedia();
});
afterAll(() => svc.close());

const CAMERA = 'KameraRahasia';

/** A 1800 x 1200 JPEG stored sideways (EXIF orientation 6) with camera, GPS, ICC and XMP metadata. */
const photoWithGps = () =>
  picture(1800, 1200)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: CAMERA, Model: 'Model X' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 12/1 3456/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '106/1 49/1 0/1',
      },
    })
    .withIccProfile('p3')
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
    .jpeg()
    .toBuffer();

/** IFD0's pointer to the GPS IFD (tag 0x8825, type LONG), little-endian as sharp writes it. */
const GPS_IFD_TAG = Buffer.from([0x25, 0x88, 0x04, 0x00]);

async function upload(body: Buffer, type: string) {
  const { payload, headers } = multipart({ filename: 'foto', type, body });
  const res = await svc.app.inject({
    method: 'POST',
    url: '/upload-image',
    payload,
    headers: { ...headers, ...(await svc.auth(USER)) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().file.url as string;
}

const fetchServed = async (url: string) => {
  const res = await svc.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('image pipeline', () => {
  it('strips GPS, camera and every other metadata from the image and each variant, applying the rotation', async () => {
    const original = await photoWithGps();
    const meta = await sharp(original).metadata();
    expect(meta.exif!.includes(GPS_IFD_TAG)).toBe(true);
    expect(meta.icc).toBeDefined();
    expect(meta.xmp).toBeDefined();

    const url = await upload(original, 'image/jpeg');
    const variants = imageVariants(url)!;
    const served = [url, ...srcSetUrls(variants.srcSet), variants.placeholder];
    expect(served).toHaveLength(IMAGE_WIDTHS.length + 2);
    for (const u of served) {
      const { rawPayload } = await fetchServed(u);
      const m = await sharp(rawPayload).metadata();
      expect({ exif: m.exif, icc: m.icc, xmp: m.xmp, iptc: m.iptc, comments: m.comments }).toEqual({
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        iptc: undefined,
        comments: undefined,
      });
      expect(rawPayload.includes('Exif')).toBe(false);
      expect(rawPayload.includes(CAMERA)).toBe(false);
      // Portrait once the orientation is applied.
      expect(m.height!).toBeGreaterThan(m.width!);
      expect(m.orientation ?? 1).toBe(1);
    }
  });

  it('serves WebP at 320/640/1024/1600 px, a 16-px placeholder and a fallback of at most 1600 px', async () => {
    const url = await upload(await picture(2400, 1600).png().toBuffer(), 'image/png');
    const variants = imageVariants(url)!;
    const widths = [];
    for (const u of srcSetUrls(variants.srcSet)) {
      const res = await fetchServed(u);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const m = await sharp(res.rawPayload).metadata();
      expect(m.format).toBe('webp');
      expect(m.height).toBe(Math.round((m.width! * 1600) / 2400));
      widths.push(m.width);
    }
    expect(widths).toEqual([...IMAGE_WIDTHS]);
    expect(await sharp((await fetchServed(variants.placeholder)).rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 16,
    });
    expect(await sharp((await fetchServed(url)).rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1600,
      height: 1067,
    });
  });

  it('never enlarges: a narrow picture keeps its width in the wider variants', async () => {
    const url = await upload(await picture(500, 250).jpeg().toBuffer(), 'image/jpeg');
    const widths = [];
    for (const u of srcSetUrls(imageVariants(url)!.srcSet)) {
      widths.push((await sharp((await fetchServed(u)).rawPayload).metadata()).width);
    }
    expect(widths).toEqual([320, 500, 500, 500]);
    expect(await sharp((await fetchServed(url)).rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 500 });
  });
});
