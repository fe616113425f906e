import { utf8mb4, type Migration } from '@yayasan/service-kit';

export const m001RemoteReleases: Migration = {
  async up(db) {
    await db.schema.createTable('remote_releases', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.string('remote', 20).notNullable();
      t.string('version', 80).notNullable();
      t.timestamp('published_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      // live: what every visitor gets; canary: what visitors below canary_percent get; previous: kept for rollback.
      t.enum('state', ['live', 'canary', 'previous']).notNullable();
      t.tinyint('canary_percent').unsigned().nullable();
      // A version is published once: the same name never points at other files.
      t.unique(['remote', 'version'], { indexName: 'remote_releases_remote_version' });
      t.index(['state'], 'remote_releases_state');
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('remote_releases');
  },
};
