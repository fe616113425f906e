import { createHmac } from 'node:crypto';
import { escapeHtml, ExpiringLinkSigner, hmacSignature, sameSignature } from '..';

describe('escapeHtml', () => {
  it('escapes the five characters that can end a text or a quoted attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('Rp 10.000 — Hamba Allah')).toBe('Rp 10.000 — Hamba Allah');
  });
});

describe('signed links', () => {
  const secret = 'link-test-secret';
  const now = Date.UTC(2026, 10, 27, 10, 0, 0);
  const inAnHour = Math.floor(now / 1000) + 3600;

  it('signs with HMAC-SHA256 of the payload, in the encoding asked for', () => {
    expect(hmacSignature(secret, 'a.b')).toBe(createHmac('sha256', secret).update('a.b').digest('base64url'));
    expect(hmacSignature(secret, 'a.b', 'hex')).toBe(createHmac('sha256', secret).update('a.b').digest('hex'));
  });

  it('compares signatures exactly: another length, another value or no string is refused', () => {
    const wanted = hmacSignature(secret, 'x');
    expect(sameSignature(wanted, wanted)).toBe(true);
    expect(sameSignature(wanted.slice(1), wanted)).toBe(false);
    expect(sameSignature(`${wanted.slice(0, -1)}${wanted.endsWith('A') ? 'B' : 'A'}`, wanted)).toBe(false);
    expect(sameSignature(undefined, wanted)).toBe(false);
    expect(sameSignature(['x'], wanted)).toBe(false);
  });

  it('accepts its own link until the expiry, and refuses another subject, another expiry or another secret', () => {
    const signer = new ExpiringLinkSigner(secret, 'hex');
    const link = signer.sign('TRX-1', inAnHour);
    expect(link).toEqual({ expires: inAnHour, signature: hmacSignature(secret, `TRX-1.${inAnHour}`, 'hex') });
    expect(signer.verify('TRX-1', String(link.expires), link.signature, now)).toBe(true);
    expect(signer.verify('TRX-1', link.expires, link.signature, (inAnHour + 1) * 1000)).toBe(false);
    expect(signer.verify('TRX-2', link.expires, link.signature, now)).toBe(false);
    expect(signer.verify('TRX-1', link.expires + 60, link.signature, now)).toBe(false);
    expect(signer.verify('TRX-1', 'soon', link.signature, now)).toBe(false);
    expect(new ExpiringLinkSigner('other', 'hex').verify('TRX-1', link.expires, link.signature, now)).toBe(false);
  });
});
