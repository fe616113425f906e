import type { Migration } from '@yayasan/service-kit';

/**
 * `mail_jobs` becomes the outbox of the job queue: a row is still written in the transaction of the
 * event that promises it, and `enqueued_at` records when it was handed to the queue after the commit.
 * The sweeper hands over the rows a crash between commit and hand-over left without it.
 */
export const m014MailOutbox: Migration = {
  async up(db) {
    await db.schema.alterTable('mail_jobs', (t) => {
      t.timestamp('enqueued_at', { precision: 3 }).nullable();
      t.index(['status', 'enqueued_at'], 'mail_jobs_unqueued_idx');
    });
    // Rows stored before the queue existed are handed over by the first sweep.
  },
  async down(db) {
    await db.schema.alterTable('mail_jobs', (t) => {
      t.dropIndex(['status', 'enqueued_at'], 'mail_jobs_unqueued_idx');
      t.dropColumn('enqueued_at');
    });
  },
};
