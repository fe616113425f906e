import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { STORED_ENCODINGS } from '@yayasan/service-gateway/releases';

const DECOMPRESSORS: [ending: string, decompress: (data: Buffer) => Buffer][] = [
  [STORED_ENCODINGS.br, brotliDecompressSync],
  [STORED_ENCODINGS.gzip, gunzipSync],
];

/**
 * The gateway sends a build's compressed copies (`x.js.br`, `x.js.gz`) in place of their file, so each
 * must be exactly its file compressed: a file changed after the build, with its copies left as they
 * were, would reach most browsers as it was before. Answers the problems (file names relative to `dir`).
 */
export function storedCopyProblems(dir: string, files: readonly string[]): string[] {
  const present = new Set(files);
  return files.flatMap((copy) => {
    const [ending, decompress] = DECOMPRESSORS.find(([end]) => copy.endsWith(end)) ?? [];
    if (!ending || !decompress) return [];
    const file = copy.slice(0, -ending.length);
    if (!present.has(file)) return [`${copy} is a compressed copy of ${file}, which the build does not hold`];
    try {
      if (decompress(readFileSync(join(dir, copy))).equals(readFileSync(join(dir, file)))) return [];
    } catch {
      // Not readable as compressed: reported as not its file.
    }
    return [`${copy} is not ${file} compressed: browsers would be sent something else`];
  });
}
