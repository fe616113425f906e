import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** http://127.0.0.1:<port>, for MEDIA_S3_ENDPOINT. */
  endpoint: string;
  close(): Promise<void>;
}

/** A real S3 API on loopback (s3rver, which checks every request's access key) holding one empty bucket. */
export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
