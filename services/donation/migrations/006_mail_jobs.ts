import { utf8mb4, type Migration } from '@yayasan/service-kit';

export const m006MailJobs: Migration = {
  async up(db) {
    await db.schema.createTable('mail_jobs', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      // What to send: 'receipt' (a settled donation) or 'campaign-news' (a news post to a donor).
      t.string('kind', 30).notNullable();
      // What the mail is about, unique per kind: the transaction's row id for a receipt, '<news>:<user>'
      // for news. The unique key makes a second enqueue of the same mail a no-op (duplicate settlements).
      t.string('ref', 120).notNullable();
      t.integer('user_id').unsigned().notNullable();
      // Whatever the kind needs beyond `ref` (news: its title, text and campaign).
      t.json('payload').nullable();
      // queued → sent | skipped (no address, opted out) | failed (gave up after the last retry).
      t.string('status', 20).notNullable().defaultTo('queued');
      t.integer('attempts').unsigned().notNullable().defaultTo(0);
      t.timestamp('next_attempt_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      // A worker's lease: other replicas leave the job alone until it runs out.
      t.string('claimed_by', 64).nullable();
      t.timestamp('claimed_until', { precision: 3 }).nullable();
      t.text('last_error').nullable();
      t.timestamp('sent_at', { precision: 3 }).nullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.unique(['kind', 'ref'], { indexName: 'mail_jobs_kind_ref_unique' });
      // The worker's scan: due queued jobs.
      t.index(['status', 'next_attempt_at'], 'mail_jobs_due_idx');
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('mail_jobs');
  },
};
