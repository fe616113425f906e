import { normalizeEmail } from '@yayasan/validation';
import type { Migration } from '@yayasan/service-kit';

export const m004EmailBinary: Migration = {
  async up(db) {
    // Stored addresses take the one normalised form (trim, lower-case, NFC). The old
    // accent- and case-insensitive unique index already kept such variants from coexisting.
    const rows = (await db('users').select('id', 'email')) as { id: number; email: string }[];
    for (const row of rows) {
      const email = normalizeEmail(row.email);
      if (email !== row.email) await db('users').where({ id: row.id }).update({ email });
    }
    // Compared byte for byte from now on: 'a@rél.test' is not 'a@rel.test'.
    await db.raw('ALTER TABLE users MODIFY email VARCHAR(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
  },
  async down(db) {
    await db.raw(
      'ALTER TABLE users MODIFY email VARCHAR(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL',
    );
  },
};
