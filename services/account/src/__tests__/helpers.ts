import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxMailer, TokenSigner, type AuthUser, type SharedRedis } from '@yayasan/service-kit';
import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations } from '../../migrations';
import app from '../app';
import type { AccountOptions } from '../config';

export const PUBLIC_URL = 'http://site.test';

export interface AccountTestService extends TestService {
  outbox: string;
  /** Mails written to the outbox so far, oldest first. */
  mails(): { to: string; subject: string; text: string; html: string }[];
}

/**
 * The account service on a fresh database, signing with the test keys (the same keys its verifier
 * trusts), with mails in a temporary outbox folder.
 */
export async function buildAccount(
  options: AccountOptions = {},
  shared: { redis?: SharedRedis | null } = {},
): Promise<AccountTestService> {
  const outbox = mkdtempSync(join(tmpdir(), 'outbox-'));
  const held: { signer?: TokenSigner } = {};
  const service = await buildTestService({
    name: 'account',
    app,
    appOptions: {
      // The test keys are known once the service is built; tokens are only signed later.
      signer: { sign: (user: AuthUser) => held.signer!.sign(user) },
      mailer: outboxMailer(outbox, () => undefined),
      publicUrl: PUBLIC_URL,
      ...options,
    },
    migrations: { account: migrations },
    redis: shared.redis,
  });
  held.signer = new TokenSigner(service.keys.privateKey);
  return {
    ...service,
    outbox,
    mails: () =>
      readdirSync(outbox)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8'))),
    async close() {
      await service.close();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique e-mail per call (tests in one file share a database). */
export const freshEmail = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${counter++}@example.com`;

export const PASSWORD = 'Rahasia123';

export async function signUp(svc: TestService, over: { fullname?: string; email?: string; password?: string } = {}) {
  const body = { fullname: 'Pengguna Uji', email: freshEmail(), password: PASSWORD, ...over };
  const res = await svc.app.inject({ method: 'POST', url: '/signup', payload: body });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { ...body, session: res.json() as { access_token: string; username: string } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
