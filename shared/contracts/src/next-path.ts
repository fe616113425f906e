/**
 * "Back to where you were": sign-in links carry the page to return to in `?next=`, and only a
 * same-site path is ever followed (never `//host`, `/\host`, `https://…` or anything odd).
 */
export const NEXT_PARAM = 'next';

/** The path to go to after signing in, or null when `raw` is not a plain same-site path. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // One leading slash, then no second slash or backslash: `//evil` and `/\evil` are other hosts.
  if (!/^\/(?![/\\])/.test(raw)) return null;
  // Control characters and backslashes are stripped or rewritten by browsers: refuse them outright.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  try {
    // Resolved against a dummy origin, a plain path keeps that origin; anything else would leave it.
    const url = new URL(raw, 'https://same.site');
    if (url.origin !== 'https://same.site') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in pages do not send people back to themselves. */
const AUTH_PATHS = ['/signin', '/signup', '/reset-password'];

/** `/signin` (or `/signup`) carrying `next` when it is worth coming back to. */
export function withNext(authPath: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (
    !safe ||
    safe === '/' ||
    AUTH_PATHS.some((p) => safe === p || safe.startsWith(`${p}/`) || safe.startsWith(`${p}?`))
  )
    return authPath;
  return `${authPath}?${NEXT_PARAM}=${encodeURIComponent(safe)}`;
}
