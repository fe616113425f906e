import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/**
 * A copy of a remote's build whose exposed `module` throws as soon as a browser runs it (its server
 * container is left whole, so the release gate takes it): a release broken for every visitor who
 * gets it. The caller removes the folder.
 */
export function throwingCopy(dist: string, module: string): string {
  const copy = mkdtempSync(join(tmpdir(), `${module}-throwing-`));
  cpSync(dist, copy, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(copy, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const exposed = manifest.exposes.find((e) => e.name === module)?.assets.js.sync.find((f) => f.includes('expose'));
  if (!exposed) throw new Error(`${dist} does not expose ${module}`);
  const file = join(copy, exposed);
  writeFileSync(file, `throw new Error('${module} broke on purpose');\n${readFileSync(file, 'utf8')}`);
  // The build's compressed copies are of the file as it was: the changed file goes without, as the gate asks.
  for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
  return copy;
}
