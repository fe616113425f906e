import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

export interface Measured {
  size: number;
  sha256: string;
}

/** A pass-through that counts the bytes and hashes them (SHA-256) as they stream by. */
export function measuring(): Transform & { result(): Measured } {
  const hash = createHash('sha256');
  let size = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  let digest: string | undefined;
  return Object.assign(t, { result: () => ({ size, sha256: (digest ??= hash.digest('hex')) }) });
}
