import { utf8mb4, type Migration } from '@yayasan/service-kit';

/**
 * Passkeys (WebAuthn): each account's credentials (the id the authenticator names it by, its COSE
 * public key, the signature counter that exposes a cloned authenticator, transports, the name the
 * person gave it), and the short-lived challenges of ceremonies in progress, each used at most once.
 */
export const m013Passkeys: Migration = {
  async up(db) {
    await db.schema.createTable('passkeys', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.integer('user_id').unsigned().notNullable();
      // base64url, as browsers send it; the unique index answers "whose passkey is this" at sign-in.
      t.specificType('credential_id', 'VARCHAR(1400) CHARACTER SET ascii COLLATE ascii_bin').notNullable();
      t.binary('public_key', 2048).notNullable();
      t.bigInteger('counter').unsigned().notNullable().defaultTo(0);
      t.string('transports', 200).notNullable().defaultTo('');
      t.string('name', 60).notNullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.timestamp('last_used_at', { precision: 3 }).nullable();
      t.unique(['credential_id'], { indexName: 'passkeys_credential' });
      t.index(['user_id'], 'passkeys_user_idx');
    });
    await db.schema.createTable('passkey_challenges', (t) => {
      utf8mb4(t);
      t.specificType('challenge', 'VARCHAR(200) CHARACTER SET ascii COLLATE ascii_bin').primary();
      t.enu('purpose', ['register', 'signin']).notNullable();
      // The signed-in user adding a passkey; NULL for a sign-in (the passkey names its account).
      t.integer('user_id').unsigned().nullable();
      t.timestamp('expires_at', { precision: 3 }).notNullable();
      t.index(['expires_at'], 'passkey_challenges_expiry');
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('passkey_challenges');
    await db.schema.dropTableIfExists('passkeys');
  },
};
