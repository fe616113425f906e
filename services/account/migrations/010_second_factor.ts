import { publishView, utf8mb4, type Migration } from '@yayasan/service-kit';

/**
 * The second factor (TOTP): the secret, encrypted (AES-256-GCM, src/domain/secret-box.ts), a pending
 * one while the person confirms it, the time it was turned on, and the last time step a code was
 * accepted for (a code is never accepted twice). Recovery codes are kept as SHA-256 hashes and used once.
 * `user_standings` gains `second_factor` so every service's step-up rule knows who has one.
 */
export const m010SecondFactor: Migration = {
  async up(db) {
    await db.schema.alterTable('users', (t) => {
      t.string('totp_secret', 255).nullable();
      t.string('totp_pending_secret', 255).nullable();
      t.timestamp('totp_enabled_at', { precision: 3 }).nullable();
      t.bigInteger('totp_last_step').nullable();
    });
    await db.schema.createTable('recovery_codes', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.integer('user_id').unsigned().notNullable();
      t.specificType('code_hash', 'CHAR(64) CHARACTER SET ascii COLLATE ascii_bin').notNullable();
      t.timestamp('used_at', { precision: 3 }).nullable();
      t.unique(['user_id', 'code_hash'], { indexName: 'recovery_codes_user_code' });
    });
    await publishView(
      db,
      'user_standings',
      'SELECT id, token_version, is_admin, (totp_enabled_at IS NOT NULL) AS second_factor FROM users',
    );
  },
  async down(db) {
    await publishView(db, 'user_standings', 'SELECT id, token_version, is_admin FROM users');
    await db.schema.dropTable('recovery_codes');
    await db.schema.alterTable('users', (t) => {
      for (const column of ['totp_secret', 'totp_pending_secret', 'totp_enabled_at', 'totp_last_step'])
        t.dropColumn(column);
    });
  },
};
