import knex, { type Knex } from 'knex';
import { connectionFromUrl, migrateLatest, type MigrationList } from '@yayasan/service-kit';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { hashPassword } from '@yayasan/service-account/maintenance';
import { migrations as blogMigrations } from '@yayasan/service-blog/migrations';
import { recountPublished } from '@yayasan/service-blog/maintenance';
import { migrations as donationMigrations } from '@yayasan/service-donation/migrations';
import { migrations as galleryMigrations } from '@yayasan/service-gallery/migrations';
import { mediaPrefixFromEnv } from '@yayasan/service-gallery/config';
import { recountGallery } from '@yayasan/service-gallery/maintenance';
import { migrations as mediaMigrations } from '@yayasan/service-media/migrations';
import { migrations as gatewayMigrations } from '@yayasan/service-gateway/migrations';
import { seedArticles, seedGallery, seedUsers, type Log } from './blog-and-people';
import { seedDonations } from './donations';
import { Random } from './random';
import { volumeAt, type Volume } from './volume';

/** Every service's migrations, in the order the services start (account first: others read its users). */
export const ALL_MIGRATIONS: Record<string, MigrationList> = {
  account: accountMigrations,
  blog: blogMigrations,
  donation: donationMigrations,
  gallery: galleryMigrations,
  media: mediaMigrations,
  gateway: gatewayMigrations,
};

export interface SeedLargeOptions {
  scale: number;
  /** Seed of the generator; the same seed and scale give the same rows. */
  seed?: number;
  log?: Log;
}

/**
 * One connection for the whole load, with the per-row checks that bulk loading does not need
 * switched off for it: the rows are generated consistent (keys exist, unique values are unique).
 */
export function bulkConnection(url: string): Knex {
  return knex({
    client: 'mysql2',
    connection: connectionFromUrl(url),
    pool: {
      min: 1,
      max: 1,
      afterCreate: (
        conn: { query(sql: string, done: (err: Error | null) => void): void },
        done: (err: Error | null, c: unknown) => void,
      ) => conn.query('SET SESSION foreign_key_checks = 0, unique_checks = 0', (err) => done(err, conn)),
    },
  });
}

/**
 * Fills an empty, migrated database with the large data set: users, articles with tags, likes,
 * comment threads and notifications, gallery items, campaigns and their donations.
 */
export async function seedLargeData(db: Knex, options: SeedLargeOptions): Promise<Volume> {
  const log = options.log ?? (() => undefined);
  const volume = volumeAt(options.scale);
  // One generator per part, so a change in one part's rows leaves the others as they were.
  const seed = options.seed ?? 22;
  const part = (n: number) => new Random(seed * 1_000 + n);
  const [admin, budi, others] = await Promise.all([
    hashPassword('Admin12345'),
    hashPassword('Budi12345'),
    hashPassword('Relawan12345'),
  ]);
  const step = async (name: string, run: () => Promise<void>) => {
    const started = Date.now();
    log(`${name}…`);
    await run();
    log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await step('users', () => seedUsers(db, part(1), volume, { admin, budi, others }, log));
  await step('articles', async () => {
    await seedArticles(db, part(2), volume, log);
    // The rows went in past the service: its published counter is set from them once.
    await recountPublished(db);
  });
  await step('gallery', async () => {
    await seedGallery(db, part(3), volume, mediaPrefixFromEnv(), log);
    await recountGallery(db);
  });
  await step('donations', () => seedDonations(db, part(4), volume, log));
  await step('analyze', async () => {
    await db.raw(
      'ANALYZE TABLE users, blogs, blog_tags, blog_likes, comments, notifications, gallery_items, donations, transactions',
    );
  });
  return volume;
}

/** Runs every service's migrations on the database of `db`. */
export async function migrateAll(db: Knex): Promise<void> {
  for (const [service, list] of Object.entries(ALL_MIGRATIONS)) await migrateLatest(db, service, list);
}
