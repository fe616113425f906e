import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureKeyFiles } from '@yayasan/service-kit';
import { isRecord } from './records';

export interface DevSecrets {
  jwtPrivateKeyFile: string;
  jwtPublicKeyFile: string;
  mediaSigningSecret: string;
  invoiceSigningSecret: string;
  unsubscribeSigningSecret: string;
}

/** Keys and secrets generated on first start under the data folder, reused afterwards. */
export function ensureSecrets(dataDir: string): DevSecrets {
  const dir = join(dataDir, 'keys');
  mkdirSync(dir, { recursive: true });
  const jwtPrivateKeyFile = join(dir, 'jwt-private.pem');
  const jwtPublicKeyFile = join(dir, 'jwt-public.pem');
  ensureKeyFiles(jwtPrivateKeyFile, jwtPublicKeyFile);
  const file = join(dir, 'secrets.json');
  const fresh = () => randomBytes(32).toString('hex');
  const parsed: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const stored = isRecord(parsed) ? parsed : {};
  const kept = (name: string) => {
    const value = stored[name];
    return typeof value === 'string' ? value : undefined;
  };
  // A secret added since the folder was made is generated then and kept with the others.
  const secrets = {
    mediaSigningSecret: kept('mediaSigningSecret') ?? fresh(),
    invoiceSigningSecret: kept('invoiceSigningSecret') ?? fresh(),
    unsubscribeSigningSecret: kept('unsubscribeSigningSecret') ?? fresh(),
  };
  if (Object.keys(stored).length !== Object.keys(secrets).length) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return { jwtPrivateKeyFile, jwtPublicKeyFile, ...secrets };
}
