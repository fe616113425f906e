import {
  endOfDayUtcIso,
  formatCalendarDayUtc,
  formatMonthName,
  formatDayMonth,
  formatDayMonthYear,
  formatDonorDate,
  formatHistoryDate,
  formatRp,
  formatRupiah,
  initialOf,
  padIndex,
  truncate,
} from '..';

describe('format', () => {
  it('groups rupiah with dots and no decimals', () => {
    expect(formatRupiah(0)).toBe('0');
    expect(formatRupiah(10000)).toBe('10.000');
    expect(formatRupiah(200000000)).toBe('200.000.000');
    expect(formatRupiah('1234567.89')).toBe('1.234.567');
    expect(formatRp(25000)).toBe('Rp 25.000');
  });

  it('shows dates in Jakarta time with Indonesian month names', () => {
    // 2024-05-04 20:30 UTC is already 5 May in Jakarta (UTC+7).
    const t = '2024-05-04T20:30:05Z';
    expect(formatDayMonth(t)).toBe('5 Mei');
    expect(formatDayMonthYear(t)).toBe('5 Mei 2024');
    expect(formatDonorDate(t)).toBe('2024-05-05 03:30');
    expect(formatHistoryDate(t)).toBe('05/05/2024 03:30:05');
    expect(formatDayMonth('2024-08-17T00:00:00Z')).toBe('17 Agu');
  });

  it('keeps a campaign end date on its calendar day', () => {
    const iso = endOfDayUtcIso('2025-12-31');
    expect(iso).toBe('2025-12-31T23:59:59.999Z');
    expect(formatCalendarDayUtc(iso)).toBe('31 Des 2025');
  });

  it('pads indexes and truncates', () => {
    expect(padIndex(3)).toBe('03');
    expect(padIndex(12)).toBe('12');
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });

  it("takes a name's first letter, capitalised, for an avatar", () => {
    expect(initialOf('  siti Aminah')).toBe('S');
    expect(initialOf('   ')).toBe('?');
  });
});

describe('formatMonthName', () => {
  it('names a calendar month in Indonesian with its year', () => {
    expect(formatMonthName('2026-01')).toBe('Januari 2026');
    expect(formatMonthName('2026-11')).toBe('November 2026');
  });
});
