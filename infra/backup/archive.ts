import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import type { FileSource } from './stores';

export interface ArchiveCount {
  files: number;
  bytes: number;
}

/**
 * A store as a gzip'd tar stream, one file after the other (never a whole file in memory); `counted`
 * resolves once the last file is in.
 */
export function archiveOf(source: FileSource): { stream: Readable; counted: Promise<ArchiveCount> } {
  const tar = pack();
  const gzip = createGzip();
  // tar-stream's streams are streamx ones: async iterables, which pipeline reads as it reads Node's.
  const packing = pipeline(tar, gzip);
  const counted = (async () => {
    const count = { files: 0, bytes: 0 };
    for await (const file of source.files()) {
      const written = new Promise<void>((done, fail) => {
        const sink = tar.entry({ name: file.path, size: file.size, mode: 0o644 }, (err) => (err ? fail(err) : done()));
        file
          .open()
          .then(async (body) => {
            for await (const chunk of body) if (!sink.write(chunk)) await once(sink, 'drain');
            sink.end(undefined);
          })
          .catch((err: Error) => sink.destroy(err));
      });
      await written;
      count.files += 1;
      count.bytes += file.size;
    }
    tar.finalize();
    await packing;
    return count;
  })();
  counted.catch((err: Error) => gzip.destroy(err));
  return { stream: gzip, counted };
}

/** Unpacks a gzip'd tar stream into `dir`, refusing any entry that would land outside it. */
export async function unpackInto(archive: Readable, dir: string): Promise<ArchiveCount> {
  const root = resolve(dir);
  const tar = extract();
  const count = { files: 0, bytes: 0 };
  // A streamx Writable behaves as Node's, but its type is not NodeJS.WritableStream.
  const feeding = pipeline(archive, createGunzip(), tar as unknown as NodeJS.WritableStream);
  for await (const entry of tar) {
    const target = resolve(root, entry.header.name);
    if (!target.startsWith(root + sep))
      throw new Error(`archive entry outside the target folder: ${entry.header.name}`);
    if (entry.header.type !== 'file') {
      entry.resume();
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await pipeline(entry, createWriteStream(target));
    count.files += 1;
    count.bytes += entry.header.size;
  }
  await feeding;
  return count;
}
