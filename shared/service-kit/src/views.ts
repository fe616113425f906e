import type { Knex } from 'knex';

/**
 * Publishes (or replaces) a read view for other services (table-owners.ts lists it with its readers).
 * A plain projection stays mergeable, so a reader's query uses the owner's indexes; the invoker's
 * rights apply, so a restored dump needs no particular definer.
 */
export async function publishView(db: Knex, name: string, select: string): Promise<void> {
  await db.raw(`CREATE OR REPLACE SQL SECURITY INVOKER VIEW \`${name}\` AS ${select}`);
}

export async function dropView(db: Knex, name: string): Promise<void> {
  await db.raw(`DROP VIEW IF EXISTS \`${name}\``);
}
