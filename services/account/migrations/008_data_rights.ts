import { utf8mb4, type Migration } from '@yayasan/service-kit';

/**
 * A person's rights over their data: exports prepared in the background and mailed as a signed link,
 * and erasures that run after a grace period. An erased account keeps its row (its id is what the
 * other services' kept rows point at) with every personal field replaced; its e-mail becomes NULL,
 * which the unique index allows any number of times and which no sign-in or mail can match.
 */
export const m008DataRights: Migration = {
  async up(db) {
    await db.raw('ALTER TABLE users MODIFY email VARCHAR(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL');
    await db.schema.alterTable('users', (t) => {
      t.timestamp('erased_at', { precision: 3 }).nullable();
    });
    await db.schema.createTable('data_exports', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.integer('user_id').unsigned().notNullable();
      // queued → ready (file written, link mailed) | failed (gave up after the last attempt).
      t.string('status', 10).notNullable().defaultTo('queued');
      // The ZIP's name in the export folder: random, so a name alone gives nothing away.
      t.string('file_name', 80).nullable();
      t.integer('attempts').unsigned().notNullable().defaultTo(0);
      t.timestamp('next_attempt_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      // A worker's lease: other replicas leave the export alone until it runs out.
      t.timestamp('claimed_until', { precision: 3 }).nullable();
      t.text('last_error').nullable();
      t.timestamp('expires_at', { precision: 3 }).nullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.index(['user_id', 'created_at'], 'data_exports_user_idx');
      t.index(['status', 'next_attempt_at'], 'data_exports_due_idx');
    });
    await db.schema.createTable('account_erasures', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.integer('user_id').unsigned().notNullable();
      // 'keep': articles and comments stay under "Pengguna terhapus"; 'delete': they go too.
      t.string('content', 10).notNullable();
      // scheduled → done | cancelled (by the person, or refused at its day: the last administrator).
      t.string('status', 10).notNullable().defaultTo('scheduled');
      t.timestamp('due_at', { precision: 3 }).notNullable();
      t.integer('attempts').unsigned().notNullable().defaultTo(0);
      t.timestamp('claimed_until', { precision: 3 }).nullable();
      t.text('last_error').nullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.timestamp('finished_at', { precision: 3 }).nullable();
      t.index(['user_id', 'status'], 'account_erasures_user_idx');
      t.index(['status', 'due_at'], 'account_erasures_due_idx');
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('account_erasures');
    await db.schema.dropTableIfExists('data_exports');
    await db.schema.alterTable('users', (t) => {
      t.dropColumn('erased_at');
    });
    await db('users').whereNull('email').delete();
    await db.raw('ALTER TABLE users MODIFY email VARCHAR(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
  },
};
