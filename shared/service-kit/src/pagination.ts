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
