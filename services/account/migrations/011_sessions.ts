import { dropView, publishView, utf8mb4, type Migration } from '@yayasan/service-kit';

/**
 * Signed-in sessions a person can see and end: one row per sign-in, its id carried in the token
 * (`sid`). Ending one sets `ended_at`; every service's token check reads `session_standings`
 * (through its Redis-shared cache) and refuses the token on its next request.
 */
export const m011Sessions: Migration = {
  async up(db) {
    await db.schema.createTable('sessions', (t) => {
      utf8mb4(t);
      t.specificType('id', 'CHAR(32) CHARACTER SET ascii COLLATE ascii_bin').primary();
      t.integer('user_id').unsigned().notNullable();
      // The user's token version it was opened under: a bump (password, admin rights) revokes it too.
      t.integer('token_version').unsigned().notNullable();
      t.string('user_agent', 400).notNullable().defaultTo('');
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.timestamp('last_used_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.timestamp('ended_at', { precision: 3 }).nullable();
      t.index(['user_id', 'ended_at'], 'sessions_user_idx');
    });
    await publishView(db, 'session_standings', 'SELECT id, user_id, (ended_at IS NOT NULL) AS ended FROM sessions');
  },
  async down(db) {
    await dropView(db, 'session_standings');
    await db.schema.dropTable('sessions');
  },
};
