import { escapeHtml } from '@yayasan/service-kit';

/**
 * The small page of an unsubscribe link: plain HTML without scripts, so it works signed out, in any
 * browser and under the gateway's content policy. The link itself only shows the page (mail scanners
 * open links); the button POSTs to the same address, as a one-click client (RFC 8058) does.
 */
export function unsubscribePage(o: { message: string; action?: string; settingsUrl: string }): string {
  const form = o.action
    ? `<form method="post" action="${escapeHtml(o.action)}">` +
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
      '<button type="submit">Berhenti berlangganan</button></form>'
    : '';
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Notifikasi email</title></head>
<body>
<main>
<h1>Notifikasi email</h1>
<p role="status">${escapeHtml(o.message)}</p>
${form}
<p><a href="${escapeHtml(o.settingsUrl)}">Pengaturan notifikasi email</a></p>
</main>
</body></html>`;
}
