import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureKeyFiles } from '@yayasan/service-kit';

export interface DevSecrets {
  jwtPrivateKeyFile: string;
  jwtPublicKeyFile: string;
  mediaSigningSecret: string;
  invoiceSigningSecret: string;
}

/** Keys and secrets generated on first start under the data folder, reused afterwards. */
export function ensureSecrets(dataDir: string): DevSecrets {
  const dir = join(dataDir, 'keys');
  mkdirSync(dir, { recursive: true });
  const jwtPrivateKeyFile = join(dir, 'jwt-private.pem');
  const jwtPublicKeyFile = join(dir, 'jwt-public.pem');
  ensureKeyFiles(jwtPrivateKeyFile, jwtPublicKeyFile);
  const file = join(dir, 'secrets.json');
  if (!existsSync(file)) {
    const fresh = {
      mediaSigningSecret: randomBytes(32).toString('hex'),
      invoiceSigningSecret: randomBytes(32).toString('hex'),
    };
    writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600 });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Omit<DevSecrets, 'jwtPrivateKeyFile' | 'jwtPublicKeyFile'>;
  return { jwtPrivateKeyFile, jwtPublicKeyFile, ...stored };
}
