import type { Knex } from 'knex';

/** Rows per multi-row INSERT: large enough to be fast, small enough for max_allowed_packet. */
export const BATCH_ROWS = 2_000;

/**
 * Collects rows per table and writes them with multi-row INSERTs of `BATCH_ROWS` rows, so the
 * generator can produce row by row without holding a whole table in memory.
 */
export class BulkWriter {
  private readonly buffers = new Map<string, Record<string, unknown>[]>();
  private readonly written = new Map<string, number>();

  constructor(private readonly db: Knex) {}

  async add(table: string, row: Record<string, unknown>): Promise<void> {
    let buffer = this.buffers.get(table);
    if (!buffer) this.buffers.set(table, (buffer = []));
    buffer.push(row);
    if (buffer.length >= BATCH_ROWS) await this.flushTable(table);
  }

  private async flushTable(table: string): Promise<void> {
    const rows = this.buffers.get(table);
    if (!rows?.length) return;
    this.buffers.set(table, []);
    await this.db(table).insert(rows);
    this.written.set(table, (this.written.get(table) ?? 0) + rows.length);
  }

  /** Writes what is still buffered (tables in the order given, for rows that refer to others). */
  async flush(order: readonly string[] = [...this.buffers.keys()]): Promise<void> {
    for (const table of order) await this.flushTable(table);
    for (const table of this.buffers.keys()) await this.flushTable(table);
  }

  count(table: string): number {
    return (this.written.get(table) ?? 0) + (this.buffers.get(table)?.length ?? 0);
  }
}
