/**
 * The rows of a raw query's answer, each as a record of unknown fields: knex types what `db.raw`
 * answers as `any`, so each field is converted where it is read.
 */
export function rawRows(rows: unknown): Record<string, unknown>[] {
  if (!Array.isArray(rows)) throw new Error('the query answered no rows');
  return rows.map((row: unknown) => (typeof row === 'object' && row !== null ? { ...row } : {}));
}
