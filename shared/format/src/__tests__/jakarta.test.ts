import { formatJakartaTime, formatMidtransOrderTime, jakartaParts, parseJakartaTime } from '..';

const utc = (iso: string) => new Date(iso).getTime();

describe('formatJakartaTime', () => {
  it('writes the Jakarta wall clock, seven hours ahead of UTC', () => {
    expect(formatJakartaTime('2025-01-02T00:00:00Z')).toBe('2025-01-02 07:00:00');
    expect(formatJakartaTime(utc('2024-05-04T20:30:05Z'))).toBe('2024-05-05 03:30:05');
    expect(formatJakartaTime(new Date('2025-06-30T09:08:07Z'))).toBe('2025-06-30 16:08:07');
  });

  it('turns the day (and month and year) at 17:00 UTC', () => {
    expect(formatJakartaTime('2025-03-31T16:59:59Z')).toBe('2025-03-31 23:59:59');
    expect(formatJakartaTime('2025-03-31T17:00:00Z')).toBe('2025-04-01 00:00:00');
    expect(formatJakartaTime('2024-12-31T17:00:00Z')).toBe('2025-01-01 00:00:00');
    expect(formatJakartaTime('2024-02-28T17:00:00Z')).toBe('2024-02-29 00:00:00');
  });

  it('drops fractions of a second instead of rounding', () => {
    expect(formatJakartaTime('2025-01-02T00:00:00.999Z')).toBe('2025-01-02 07:00:00');
  });

  it('writes order_time with the +0700 offset', () => {
    expect(formatMidtransOrderTime(utc('2025-01-02T17:30:00.400Z'))).toBe('2025-01-03 00:30:00 +0700');
  });

  it('gives the same calendar parts as the formatted text', () => {
    expect(jakartaParts('2024-12-31T17:00:00Z')).toEqual({
      year: 2025,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });
});

describe('parseJakartaTime', () => {
  it('reads Midtrans times as Jakarta time', () => {
    expect(parseJakartaTime('2025-01-02 07:00:00')?.toISOString()).toBe('2025-01-02T00:00:00.000Z');
    expect(parseJakartaTime('2025-01-02T07:00:00')?.toISOString()).toBe('2025-01-02T00:00:00.000Z');
    expect(parseJakartaTime(' 2025-01-02 07:00:00 ')?.toISOString()).toBe('2025-01-02T00:00:00.000Z');
  });

  it('reads a day boundary back onto the UTC day before', () => {
    expect(parseJakartaTime('2025-04-01 00:00:00')?.toISOString()).toBe('2025-03-31T17:00:00.000Z');
    expect(parseJakartaTime('2025-03-31 23:59:59')?.toISOString()).toBe('2025-03-31T16:59:59.000Z');
  });

  it('honours an explicit offset', () => {
    expect(parseJakartaTime('2025-01-02 07:00:00 +0700')?.toISOString()).toBe('2025-01-02T00:00:00.000Z');
    expect(parseJakartaTime('2025-01-02 07:00:00 +0000')?.toISOString()).toBe('2025-01-02T07:00:00.000Z');
    expect(parseJakartaTime('2025-01-02 07:00:00 -0130')?.toISOString()).toBe('2025-01-02T08:30:00.000Z');
  });

  it('requires the offset when asked to', () => {
    expect(parseJakartaTime('2025-01-02 07:00:00', { requireOffset: true })).toBeNull();
    expect(parseJakartaTime('2025-01-02 07:00:00 +0700', { requireOffset: true })?.toISOString()).toBe(
      '2025-01-02T00:00:00.000Z',
    );
  });

  it('round-trips with the formatters', () => {
    for (const iso of [
      '2025-03-31T16:59:59Z',
      '2025-03-31T17:00:00Z',
      '2024-02-29T23:00:00Z',
      '1999-12-31T17:00:00Z',
    ]) {
      const ms = utc(iso);
      expect(parseJakartaTime(formatJakartaTime(ms))?.getTime()).toBe(ms);
      expect(parseJakartaTime(formatMidtransOrderTime(ms), { requireOffset: true })?.getTime()).toBe(ms);
    }
  });

  it('refuses malformed and impossible times', () => {
    for (const bad of [
      '',
      'kemarin',
      '2025-01-02',
      '2025-01-02 07:00',
      '2025-1-2 07:00:00',
      '2025-01-02 07:00:00Z',
      '2025-01-02T07:00:00.000Z',
      '2025-01-02 07:00:00 +07:00',
      '2025-01-02 07:00:00 +0760',
      '2025-13-01 00:00:00',
      '2025-02-30 00:00:00',
      '2025-01-02 24:00:00',
      '2025-01-02 23:60:00',
      '2025-01-02 23:59:60',
      null,
      undefined,
      1735776000000,
    ]) {
      expect(parseJakartaTime(bad)).toBeNull();
    }
  });
});
