import { utf8mb4, type Migration } from '@yayasan/service-kit';

export const m001UploadClaims: Migration = {
  async up(db) {
    // One row per used signed upload URL: the primary key makes "first PUT wins" atomic.
    await db.schema.createTable('upload_claims', (t) => {
      utf8mb4(t);
      t.string('name', 100).primary();
      // When the URL stops being valid anyway; older rows can be removed.
      t.timestamp('expires_at', { precision: 3 }).notNullable().index();
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('upload_claims');
  },
};
