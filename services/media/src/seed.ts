import { placeholderName } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import { storageFromEnv } from './config';
import { DEMO_PICTURE_COUNT, demoPicture, demoPictureBaseName, demoPictureName } from './domain/demo-pictures';
import { storeImage } from './domain/pipeline';
import type { Storage } from './domain/storage';

/**
 * Writes the demo pictures `demo/photo-1.png` … `photo-10.png` that other services' demo data use, with their
 * variants, through the same pipeline as uploads. Pictures stored before variants existed are redone.
 */
export async function seedDemoPictures(storage: Storage): Promise<number> {
  let written = 0;
  for (let n = 1; n <= DEMO_PICTURE_COUNT; n++) {
    const base = demoPictureBaseName(n);
    if ((await storage.exists(demoPictureName(n))) && (await storage.exists(placeholderName(base)))) continue;
    await storeImage(storage, await demoPicture(n), 'image/png', base);
    written++;
  }
  return written;
}

export async function seedDemo(_db: Db): Promise<void> {
  await seedDemoPictures(storageFromEnv());
}
