import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import { buildService, outboxMailer, serviceCallKeyFromEnv, TokenSigner } from '@yayasan/service-kit';
import { migrations as blogMigrations } from '@yayasan/service-blog/migrations';
import blogApp from '@yayasan/service-blog';
import { startPayEnv, type PayEnv } from '@yayasan/service-donation/testing';
import app from '../app';
import { resolveAccountConfig, type AccountOptions } from '../config';
import { dataRightsPass, type PassResult } from '../domain/data-rights-jobs';
import { ExportLinkSigner } from '../domain/export-link';

export const SITE = 'http://site.test';

/**
 * The account, blog and donation services on one database, as the stack runs them: the account
 * service gathers and erases the others' rows over their HTTP routes with the services' key, the
 * donation service takes payments from the local Midtrans simulator. The background timer is off: a
 * test runs a pass when it wants one (what the timer does every DATA_RIGHTS_INTERVAL_MS).
 */
export interface DataRightsStack {
  pay: PayEnv;
  blog: FastifyInstance;
  account: FastifyInstance;
  exportDir: string;
  /**
   * Background passes until no export is waiting or held and no erasure is due (a request may have
   * started one of its own): what the timer does every DATA_RIGHTS_INTERVAL_MS. Sums what they did.
   */
  settle(): Promise<PassResult>;
  /** Mails the account service wrote, oldest first. */
  mails(): { to: string; subject: string; text: string }[];
  close(): Promise<void>;
}

export async function startDataRightsStack(options: AccountOptions = {}): Promise<DataRightsStack> {
  const pay = await startPayEnv({ migrations: { blog: blogMigrations } });
  const blog = await buildService({ name: 'blog', app: blogApp, db: pay.svc.db, publicKeyPem: pay.svc.keys.publicKey });
  const blogUrl = await blog.listen({ port: 0, host: '127.0.0.1' });
  const donationUrl = `http://127.0.0.1:${(pay.svc.app.server.address() as { port: number }).port}`;
  const exportDir = mkdtempSync(join(tmpdir(), 'exports-'));
  const outbox = mkdtempSync(join(tmpdir(), 'account-outbox-'));
  const appOptions: AccountOptions = {
    signer: new TokenSigner(pay.svc.keys.privateKey),
    mailer: outboxMailer(outbox, () => undefined),
    publicUrl: SITE,
    ...options,
    dataRights: {
      exportDir,
      intervalMs: 0,
      blogUrl,
      donationUrl,
      serviceCallKey: serviceCallKeyFromEnv(),
      retryDelayMs: 0,
      ...options.dataRights,
    },
  };
  const account = await buildService({
    name: 'account',
    app,
    db: pay.svc.db,
    publicKeyPem: pay.svc.keys.publicKey,
    appOptions,
  });
  await account.ready();
  const config = resolveAccountConfig(appOptions);
  const deps = {
    db: pay.svc.db,
    settings: config.dataRights,
    mailer: config.mailer,
    signer: new ExportLinkSigner(config.unsubscribeSecret),
    publicUrl: config.publicUrl,
    forgetStanding: (userId: number) => account.userStandings.forget(userId),
    log: account.log,
  };
  const busy = async () => {
    const [{ n }] = await pay.svc
      .db('data_exports')
      .where({ status: 'queued' })
      .orWhere('claimed_until', '>', new Date())
      .count({ n: '*' });
    const [{ m }] = await pay.svc
      .db('account_erasures')
      .where({ status: 'scheduled' })
      .andWhere((q) => q.where('due_at', '<=', new Date()).orWhere('claimed_until', '>', new Date()))
      .count({ m: '*' });
    return Number(n) + Number(m) > 0;
  };
  const settle = async () => {
    const sum: PassResult = { exports: 0, erasures: 0, failed: 0 };
    do {
      const r = await dataRightsPass(deps);
      sum.exports += r.exports;
      sum.erasures += r.erasures;
      sum.failed += r.failed;
      if (sum.failed > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    } while (await busy());
    return sum;
  };
  return {
    pay,
    blog,
    account,
    exportDir,
    settle,
    mails: () =>
      readdirSync(outbox)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8'))),
    async close() {
      await account.close();
      await blog.close();
      await pay.close();
      rmSync(exportDir, { recursive: true, force: true });
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

/** The entries of a ZIP, each read whole (tests' small archives only). */
export function unzipEntries(zip: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err);
      const out: Record<string, string> = {};
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(out));
      file.on('error', reject);
      file.readEntry();
    });
  });
}
