import { escapeHtml, jsonForScript } from '@yayasan/service-kit/html';
import type { StubIdentity } from './identities';

/**
 * The popup: pick an identity (or type one), get an access token from this stub, and hand it to the
 * opener with postMessage, addressed to the redirect_uri's origin only.
 */
export function authorizePage(identities: StubIdentity[], targetOrigin: string, state: string): string {
  const buttons = identities
    .map(
      (i) =>
        `<button type="button" class="identity" data-identity="${escapeHtml(i.id)}">${escapeHtml(i.name)} &lt;${escapeHtml(i.email)}&gt;</button>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Masuk dengan Google (stub)</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 420px; margin: 32px auto; padding: 0 16px; color: #202124; }
  h1 { font-size: 1.25rem; } p { color: #5f6368; }
  button { display: block; width: 100%; margin: 8px 0; padding: 12px; border: 1px solid #dadce0; border-radius: 8px; background: #fff; font-size: 1rem; cursor: pointer; text-align: left; }
  button:hover, button:focus { background: #f1f3f4; }
  form { margin-top: 24px; border-top: 1px solid #dadce0; padding-top: 16px; }
  input { width: 100%; padding: 8px; margin: 4px 0 8px; box-sizing: border-box; }
  #cancel { text-align: center; color: #5f6368; }
</style>
</head>
<body>
<h1>Pilih akun</h1>
<p>Server OAuth pengembangan: pilih identitas uji untuk melanjutkan.</p>
${buttons}
<form id="custom">
  <label>Email <input name="email" type="email" required></label>
  <label>Nama <input name="name" required></label>
  <button type="submit">Masuk dengan identitas lain</button>
</form>
<button type="button" id="cancel">Batal</button>
<script>
  const targetOrigin = ${jsonForScript(targetOrigin)};
  const state = ${jsonForScript(state)};
  function finish(message) {
    if (window.opener) window.opener.postMessage(Object.assign({ source: 'oauth-stub', state: state }, message), targetOrigin);
    window.close();
  }
  async function grant(body) {
    const res = await fetch('token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json();
    if (!res.ok) return finish({ error: json.error || 'server_error' });
    finish({ access_token: json.access_token, token_type: 'Bearer', expires_in: json.expires_in });
  }
  document.querySelectorAll('.identity').forEach((b) => b.addEventListener('click', () => grant({ identity: b.dataset.identity })));
  document.getElementById('custom').addEventListener('submit', (e) => {
    e.preventDefault();
    const f = new FormData(e.target);
    grant({ email: f.get('email'), name: f.get('name') });
  });
  document.getElementById('cancel').addEventListener('click', () => finish({ error: 'access_denied' }));
</script>
</body>
</html>`;
}
