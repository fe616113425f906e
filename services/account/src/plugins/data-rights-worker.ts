import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountConfig } from '../config';
import { dataRightsPass, type PassResult } from '../domain/data-rights-jobs';
import { ExportLinkSigner } from '../domain/export-link';

declare module 'fastify' {
  interface FastifyInstance {
    dataRights: {
      /** One pass now (or the one already running): what the job does every DATA_RIGHTS_INTERVAL_MS. */
      runPass(): Promise<PassResult>;
      linkSigner: ExportLinkSigner;
    };
  }
}

/**
 * The account service's background work: a job every `intervalMs` (on the job queue) runs a pass that
 * prepares queued exports and runs due erasures (src/domain/data-rights-jobs.ts).
 */
const dataRightsWorker: FastifyPluginAsync<{ config: AccountConfig }> = async (fastify, { config }) => {
  const settings = config.dataRights;
  const linkSigner = new ExportLinkSigner(config.unsubscribeSecret);
  const deps = {
    db: fastify.db,
    settings,
    mailer: config.mailer,
    signer: linkSigner,
    publicUrl: config.publicUrl,
    forgetStanding: (userId: number) => fastify.userStandings.forget(userId),
    log: fastify.log,
  };
  let running: Promise<PassResult> | null = null;
  const runPass = () =>
    (running ??= dataRightsPass(deps).finally(() => {
      running = null;
    }));
  fastify.decorate('dataRights', { runPass, linkSigner });

  // Scheduled on the job queue: one replica runs each tick; the close waits for a pass still running.
  fastify.addHook('onClose', async () => {
    await running?.catch(() => undefined);
  });
  if (settings.intervalMs <= 0) return;
  const queue = fastify.jobs.queue<object>('data-rights');
  fastify.addHook('onReady', async () => {
    queue.work(async () => void (await runPass()));
    await queue.every('data-rights-pass', settings.intervalMs, {});
  });
};

export default fp(dataRightsWorker, {
  name: 'data-rights-worker',
  dependencies: ['job-runner'],
  decorators: { fastify: ['db', 'userStandings', 'jobs'] },
});
