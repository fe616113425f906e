import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '../domain/storage';
import { sniffImage } from '../domain/images';
import { seedDemoPictures } from '../seed';
import { imageVariants } from '@yayasan/contracts';
import { srcSetUrls } from './helpers';

describe('demo pictures', () => {
  it('writes photo-1 … photo-10 as PNGs with their variants once (idempotent)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'media-seed-'));
    try {
      const storage = new LocalDiskStorage(dir);
      expect(await seedDemoPictures(storage)).toBe(10);
      for (let n = 1; n <= 10; n++) {
        const file = await storage.get(`demo/photo-${n}.png`);
        expect(file).not.toBeNull();
        expect(sniffImage(file!.body)).toBe('image/png');
        // 1200 x 675 in the IHDR chunk
        expect(file!.body.readUInt32BE(16)).toBe(1200);
        expect(file!.body.readUInt32BE(20)).toBe(675);
        for (const url of srcSetUrls(imageVariants(`/media/demo/photo-${n}.png`)!.srcSet)) {
          expect(await storage.exists(url.replace('/media/', ''))).toBe(true);
        }
        expect(await storage.exists(`demo/photo-${n}-placeholder.webp`)).toBe(true);
      }
      expect(await seedDemoPictures(storage)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
