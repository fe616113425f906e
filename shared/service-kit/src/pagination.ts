/** Server cap for any `limit` a client asks for. */
export const MAX_LIMIT = 100;
/** Deepest page a client may ask for: beyond any real list, and small enough that the offset stays exact. */
export const MAX_PAGE = 1_000_000;

export function pageWindow(
  page: unknown,
  limit: unknown,
  defaultLimit: number,
): { limit: number; offset: number; page: number } {
  const l = Math.min(Math.max(Math.trunc(Number(limit)) || defaultLimit, 1), MAX_LIMIT);
  const p = Math.min(Math.max(Math.trunc(Number(page)) || 1, 1), MAX_PAGE);
  return { limit: l, offset: (p - 1) * l, page: p };
}

/**
 * A page in the second half of a list read from its end: where to start and how many to take in
 * the reverse order (the rows are then turned round), so the last page costs what the first costs.
 * `offset` and `limit` are the page's in the list's own order; null when the page is past the end.
 */
export function windowFromTheEnd(
  total: number,
  offset: number,
  limit: number,
): { offset: number; limit: number } | null {
  const fromEnd = total - offset - limit;
  const take = limit + Math.min(fromEnd, 0);
  return take > 0 ? { offset: Math.max(fromEnd, 0), limit: take } : null;
}

/**
 * The second step of a deferred join: the page's ids were read in list order from a covering
 * index (cheap at any depth); their full rows, fetched by primary key, are put back in that order.
 */
export function inIdOrder<T>(ids: readonly number[], rows: readonly T[], idOf: (row: T) => unknown): T[] {
  const byId = new Map(rows.map((row) => [Number(idOf(row)), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}
