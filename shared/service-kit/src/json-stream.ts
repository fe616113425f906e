import { Readable } from 'node:stream';

/**
 * Rows as one JSON array, written as they come: `[`, each row, `]`. A query's stream (knex `.stream()`)
 * is read only as fast as the answer is sent, so a table of any size passes through in bounded memory.
 */
export function jsonArrayStream<R>(rows: AsyncIterable<R>, shape: (row: R) => unknown = (row) => row): Readable {
  async function* chunks() {
    yield '[';
    let first = true;
    for await (const row of rows) {
      yield `${first ? '' : ','}\n${JSON.stringify(shape(row))}`;
      first = false;
    }
    yield '\n]\n';
  }
  return Readable.from(chunks(), { objectMode: false });
}
