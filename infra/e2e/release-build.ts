import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../dev/paths';
import { buildRemote } from '../release/build';

/** A build of the gallery remote that differs from the served one by a marker /galeri shows. */
export interface ChangedGalleryBuild {
  dist: string;
  marker: string;
}

/**
 * Builds the changed gallery remote once per run (a build takes far longer than any test should
 * wait), for the release tests to publish, roll back and try as a canary.
 */
export async function buildChangedGallery(): Promise<ChangedGalleryBuild & { remove(): void }> {
  const id = randomBytes(4).toString('hex');
  const dist = join(DATA_DIR, 'e2e-builds', `gallery-${id}`);
  const marker = `Rilis uji ${id}`;
  try {
    await buildRemote('gallery', dist, { BUILD_MARKER: marker });
  } catch (err) {
    rmSync(dist, { recursive: true, force: true });
    throw err;
  }
  return { dist, marker, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
