import sharp from 'sharp';
import {
  CAMERA,
  jpegWithExif,
  startOutsidePictures,
  storedPicture,
  type OutsidePictures,
} from '@yayasan/service-media/testing';
import { jakartaToday, MESSAGES } from '@yayasan/validation';
import { ADMIN, authFor, insertCampaign, insertUsers, startPayEnv, type PayEnv } from './pay-fixtures';

/**
 * A campaign's thumbnail, its news pictures and content images, and the proofs of gifts and disbursements
 * from another site are stored as the site's own copies: the media service (really running on loopback,
 * allowed there by its test-only allow list) fetches them once.
 */
const OWN = /^http:\/\/site\.test\/media\/[0-9a-f-]{36}\.jpg$/;

let outside: OutsidePictures;
let env: PayEnv;
let admin: { authorization: string };
beforeAll(async () => {
  const photo = { type: 'image/jpeg', body: await jpegWithExif() };
  outside = await startOutsidePictures({
    '/thumb.jpg': photo,
    '/news.jpg': photo,
    '/inside.jpg': photo,
    '/slip.jpg': photo,
    '/receipt.jpg': photo,
    '/page.html': { type: 'text/html', body: Buffer.from('<p>bukan gambar</p>') },
  });
  env = await startPayEnv({ mediaUrl: outside.mediaUrl });
  await insertUsers(env.svc);
  admin = await authFor(env.svc, ADMIN);
  // The media service checks the administrator's token against its own users table.
  await outside.media.auth(ADMIN);
});
afterAll(async () => {
  await env.close();
  await outside.close();
});

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  env.svc.app.inject({ method, url, headers: admin, payload });

/** Each URL is one of the site's own copies, re-encoded without the camera's metadata. */
async function expectOwnCopies(urls: string[]) {
  for (const url of urls) {
    expect(url).toMatch(OWN);
    const body = await storedPicture(outside.media, url);
    expect((await sharp(body).metadata()).exif).toBeUndefined();
    expect(body.includes(CAMERA)).toBe(false);
  }
}

const campaign = (thumbnail: string) => ({
  title: 'Sembako untuk Asrama',
  description: 'Deskripsi singkat',
  content: 'Isi kampanye',
  target_amount: 1_000_000,
  thumbnail,
  expiry_time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
});

describe('pictures from another site', () => {
  it('a campaign thumbnail, on create and on edit', async () => {
    const created = await send('POST', '/donation', campaign(`${outside.origin}/thumb.jpg`));
    expect(created.statusCode).toBe(201);
    const { donation_id: id, thumbnail } = created.json();
    await expectOwnCopies([thumbnail]);
    const row = await env.svc.db('donations').where({ donation_id: id }).first();
    expect(row?.thumbnail).toBe(thumbnail);

    const edited = await send('PUT', `/donation/${id}`, { thumbnail: `${outside.origin}/inside.jpg` });
    expect(edited.statusCode).toBe(200);
    await expectOwnCopies([edited.json().thumbnail]);
    expect(JSON.stringify(await env.svc.db('donations').where({ donation_id: id }).first())).not.toContain(
      outside.origin,
    );
  });

  it('news pictures and the images in its content', async () => {
    const c = await insertCampaign(env.svc);
    const res = await send('POST', `/donation/${c.donation_id}/updates`, {
      title: 'Penyaluran pertama',
      content: {
        blocks: [
          { type: 'paragraph', data: { text: 'Sudah diterima.' } },
          { type: 'image', data: { file: { url: `${outside.origin}/inside.jpg` }, caption: '' } },
        ],
      },
      pictures: [`${outside.origin}/news.jpg`],
    });
    expect(res.statusCode).toBe(201);
    const news = res.json();
    const image = news.content.blocks.find((b: { type: string }) => b.type === 'image');
    await expectOwnCopies([...news.pictures, image.data.file.url]);
    const row = await env.svc.db('campaign_news').where({ update_id: news.update_id }).first();
    expect(`${row?.pictures}${row?.content}`).not.toContain(outside.origin);
  });

  it('the proof of an offline gift and of a disbursement', async () => {
    const c = await insertCampaign(env.svc);
    const gift = await send('POST', `/donation/${c.donation_id}/offline-donations`, {
      date: jakartaToday(),
      amount: 50_000,
      method: 'bank_transfer',
      show_in_donor_list: false,
      proof: `${outside.origin}/slip.jpg`,
    });
    expect(gift.statusCode).toBe(201);
    const stored = await env.svc.db('transactions').where({ order_id: gift.json().order_id }).first();
    await expectOwnCopies([stored?.proof ?? '']);

    const spent = await send('POST', `/donation/${c.donation_id}/disbursements`, {
      date: jakartaToday(),
      amount: 20_000,
      category: 'makan',
      description: 'Beras untuk asrama',
      proofs: [`${outside.origin}/receipt.jpg`],
    });
    expect(spent.statusCode).toBe(201);
    await expectOwnCopies(spent.json().proofs);
  });

  it('a picture that cannot be copied answers the media service’s 400 and nothing is stored', async () => {
    const before = await env.svc.db('donations').count({ n: '*' });
    for (const [thumbnail, error] of [
      [`${outside.origin}/page.html`, MESSAGES.importNotPicture],
      [`${outside.origin}/missing.jpg`, MESSAGES.importFailed],
      ['http://10.0.0.1/thumb.jpg', MESSAGES.importRefused],
    ]) {
      const res = await send('POST', '/donation', campaign(thumbnail));
      expect({ thumbnail, status: res.statusCode, body: res.json() }).toEqual({
        thumbnail,
        status: 400,
        body: { error },
      });
    }
    expect(await env.svc.db('donations').count({ n: '*' })).toEqual(before);
  });
});
