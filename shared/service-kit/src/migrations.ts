import type { Knex } from 'knex';

export interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/** Migrations are listed in code (not discovered on disk) so they load the same under tsx, jest and bundlers. */
export type MigrationList = Record<string, Migration>;

class ListSource implements Knex.MigrationSource<string> {
  constructor(private readonly list: MigrationList) {}
  async getMigrations() {
    return Object.keys(this.list).sort();
  }
  getMigrationName(name: string) {
    return name;
  }
  async getMigration(name: string) {
    return this.list[name];
  }
}

/** Each service keeps its own migrations table, so services migrate independently in one database. */
export async function migrateLatest(db: Knex, service: string, list: MigrationList): Promise<void> {
  await db.migrate.latest({
    migrationSource: new ListSource(list),
    tableName: `knex_migrations_${service}`,
  });
}
