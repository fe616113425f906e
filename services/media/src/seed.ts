import type { Db } from '@yayasan/service-kit';
import { storageFromEnv } from './config';
import { DEMO_PICTURE_COUNT, demoPicture, demoPictureName } from './plugins/demo-pictures';
import type { Storage } from './plugins/storage';

/** Writes the demo pictures `demo/photo-1.png` … `photo-10.png` that other services' demo data use. */
export async function seedDemoPictures(storage: Storage): Promise<number> {
  let written = 0;
  for (let n = 1; n <= DEMO_PICTURE_COUNT; n++) {
    const name = demoPictureName(n);
    if (await storage.exists(name)) continue;
    await storage.put(name, demoPicture(n), 'image/png');
    written++;
  }
  return written;
}

export async function seedDemo(_db: Db): Promise<void> {
  await seedDemoPictures(storageFromEnv());
}
