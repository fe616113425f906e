/** The words of the page shown for a page that cannot be opened offline. */
export const OFFLINE_PAGE_TITLE = 'Anda sedang offline';
export const OFFLINE_PAGE_TEXT =
  'Halaman ini belum pernah dibuka di perangkat ini, jadi belum bisa ditampilkan tanpa koneksi. Halaman yang sudah pernah Anda buka tetap bisa dibaca.';

/**
 * The page the service worker answers with when a page is opened without a connection and no copy
 * of it is kept: self-contained (no script, styles inline, which the site's CSP allows for styles), so
 * it shows even when nothing else of the site is cached. "Coba Lagi" simply opens the page again.
 */
export function offlinePageHtml(): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${OFFLINE_PAGE_TITLE} · Yayasan Peduli Anak Yatim</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f6f7f9; color: #1c1f24; }
  main { max-width: 32rem; margin: 0 auto; padding: 64px 20px; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 12px; }
  p { line-height: 1.6; margin: 0 0 24px; }
  a { display: inline-block; padding: 12px 24px; border-radius: 8px; background: #0f7a5c; color: #fff; text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #1c1f24; outline-offset: 2px; }
  @media (prefers-color-scheme: dark) { body { background: #16181d; color: #e8eaed; } }
</style>
</head>
<body>
<main>
<h1>${OFFLINE_PAGE_TITLE}</h1>
<p>${OFFLINE_PAGE_TEXT}</p>
<a href="">Coba Lagi</a>
</main>
</body>
</html>`;
}
