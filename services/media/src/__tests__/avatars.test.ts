import sharp from 'sharp';
import { defaultAvatarUrl } from '@yayasan/contracts';
import { buildMedia } from './helpers';

let svc: Awaited<ReturnType<typeof buildMedia>>;
beforeAll(async () => {
  svc = await buildMedia();
});
afterAll(() => svc.close());

const get = (username: string) =>
  svc.app.inject({ method: 'GET', url: new URL(defaultAvatarUrl(username, 'http://site.test')).pathname });

describe('GET /media/avatars/:username.svg', () => {
  it("draws the username's initial on a colour derived from the name, cached", async () => {
    const res = await get('budi_santoso');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.body).toContain('>B</text>');
    expect((await get('budi_santoso')).body).toBe(res.body);
    const other = await get('siti');
    expect(other.body).toContain('>S</text>');
    expect(other.body.match(/hsl\([^)]*\)/)![0]).not.toBe(res.body.match(/hsl\([^)]*\)/)![0]);
    // A real, decodable picture.
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'svg', width: 128, height: 128 });
  });

  it('escapes what it draws and answers 404 for other names', async () => {
    expect((await get('<x>')).body).toContain('>&lt;</text>');
    expect((await get('?')).statusCode).toBe(200);
    expect((await svc.app.inject({ method: 'GET', url: '/media/avatars/budi.png' })).statusCode).toBe(404);
  });
});
