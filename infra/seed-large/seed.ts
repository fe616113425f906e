import knex, { type Knex } from 'knex';
import { connectionFromUrl, createDb, migrateLatest, type MigrationList } from '@yayasan/service-kit';
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

/**
 * The generator's version, kept as the database's comment once a load finishes: raise it when the
 * data set gains or changes rows, so a large database filled by an older generator is filled anew
 * (2: monthly pledges).
 */
export const LARGE_SEED_VERSION = 2;
const versionComment = (version: number) => `yayasan large data set v${version}`;

/** Whether database `name` on `server` holds the large data set of this generator, an older one, or none. */
export async function largeDataSetState(server: string, name: string): Promise<'current' | 'outdated' | 'missing'> {
  const probe = createDb(`${server}/information_schema`, { min: 0, max: 1 });
  try {
    const schema = (await probe('SCHEMATA').where({ SCHEMA_NAME: name }).first('SCHEMA_COMMENT')) as
      { SCHEMA_COMMENT: string } | undefined;
    if (!schema) return 'missing';
    if (schema.SCHEMA_COMMENT === versionComment(LARGE_SEED_VERSION)) return 'current';
    const filled = await probe('TABLES').where({ TABLE_SCHEMA: name, TABLE_NAME: 'blogs' }).first('TABLE_NAME');
    return filled ? 'outdated' : 'missing';
  } finally {
    await probe.destroy();
  }
}

async function markSeedVersion(db: Knex): Promise<void> {
  const [[{ name }]] = (await db.raw('SELECT DATABASE() AS name')) as [{ name: string }[]];
  await db.raw('ALTER DATABASE ?? COMMENT = ?', [name, versionComment(LARGE_SEED_VERSION)]);
}

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
 * comment threads and notifications, gallery items, campaigns, their donations and monthly pledges.
 * Marks the database with the generator's version last, so an interrupted load counts as outdated.
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
  await step('donations', () => seedDonations(db, part(4), volume, log, part(5)));
  await step('analyze', async () => {
    await db.raw(
      'ANALYZE TABLE users, blogs, blog_tags, blog_likes, comments, notifications, gallery_items, donations, transactions, pledges, pledge_months',
    );
  });
  await markSeedVersion(db);
  return volume;
}

/** Runs every service's migrations on the database of `db`. */
export async function migrateAll(db: Knex): Promise<void> {
  for (const [service, list] of Object.entries(ALL_MIGRATIONS)) await migrateLatest(db, service, list);
}
