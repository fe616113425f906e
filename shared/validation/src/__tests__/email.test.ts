import { normalizeEmail } from '../email';

describe('normalizeEmail', () => {
  it('trims, lower-cases and composes (NFC)', () => {
    expect(normalizeEmail('  Budi@Yayasan.TEST ')).toBe('budi@yayasan.test');
    const decomposed = 'A@Re\u0301l.test';
    expect(normalizeEmail(decomposed)).toBe('a@r\u00e9l.test');
    expect(normalizeEmail('a@RÉL.test')).toBe(normalizeEmail(decomposed));
  });

  it('keeps accented and plain letters apart', () => {
    expect(normalizeEmail('a@rél.test')).not.toBe(normalizeEmail('a@rel.test'));
  });
});
