import { utf8mb4, type Migration } from '@yayasan/service-kit';

/**
 * Field signals per remote version and minute (src/field/window-db.ts), for a gateway without Redis:
 * counts (page views, failures by kind, vitals seen) and a bounded sample of each vital's values. The
 * gateway prunes minutes older than its window. Nothing about the visitor is kept.
 */
export const m003FieldSignals: Migration = {
  async up(db) {
    await db.schema.createTable('field_counts', (t) => {
      utf8mb4(t);
      t.string('remote', 20).notNullable();
      t.string('version', 80).notNullable();
      // Minutes since the epoch.
      t.integer('minute').unsigned().notNullable();
      // `page_views`, `failure:<kind>` or `seen:<vital>`.
      t.string('name', 32).notNullable();
      t.integer('count').unsigned().notNullable();
      t.primary(['remote', 'version', 'minute', 'name']);
      t.index(['minute'], 'field_counts_minute');
    });
    await db.schema.createTable('field_vital_samples', (t) => {
      utf8mb4(t);
      t.string('remote', 20).notNullable();
      t.string('version', 80).notNullable();
      t.integer('minute').unsigned().notNullable();
      t.string('vital', 3).notNullable();
      // A reservoir's slot: at most FIELD_SAMPLES_PER_MINUTE values per vital and minute.
      t.smallint('slot').unsigned().notNullable();
      t.double('value').notNullable();
      t.primary(['remote', 'version', 'minute', 'vital', 'slot']);
      t.index(['minute'], 'field_vital_samples_minute');
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('field_vital_samples');
    await db.schema.dropTableIfExists('field_counts');
  },
};
