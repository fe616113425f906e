import { signUnsubscribeToken, UNSUBSCRIBE_TTL_SECONDS, verifyUnsubscribeToken } from '../unsubscribe';

const SECRET = 'unit-test-secret';

describe('unsubscribe tokens', () => {
  const now = Date.UTC(2026, 0, 1);

  it('carry the user and the list until they expire', () => {
    const token = signUnsubscribeToken(SECRET, 42, 'campaign-news', now);
    expect(verifyUnsubscribeToken(SECRET, token, now)).toEqual({
      userId: 42,
      list: 'campaign-news',
      expires: now / 1000 + UNSUBSCRIBE_TTL_SECONDS,
    });
    expect(verifyUnsubscribeToken(SECRET, token, now + (UNSUBSCRIBE_TTL_SECONDS + 1) * 1000)).toBeNull();
  });

  it('refuses another secret, a changed user, list or expiry, and garbage', () => {
    const token = signUnsubscribeToken(SECRET, 42, 'campaign-news', now);
    const [, list, expires, signature] = token.split('.');
    expect(verifyUnsubscribeToken('other-secret', token, now)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `43.${list}.${expires}.${signature}`, now)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `42.receipts.${expires}.${signature}`, now)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `42.${list}.${Number(expires) + 1}.${signature}`, now)).toBeNull();
    for (const junk of [undefined, 42, '', 'a.b.c.d', `${token}x`]) {
      expect(verifyUnsubscribeToken(SECRET, junk, now)).toBeNull();
    }
  });
});
