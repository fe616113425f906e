import {
  GENERAL_FUND_ROOM,
  LEDGER_MESSAGES,
  MESSAGES,
  offlineOverTargetMessage,
  checkDateRange,
  checkDisbursement,
  checkFund,
  checkOfflineDonation,
  checkReversalReason,
  isCalendarDay,
  lastCalendarYear,
} from '../index';

const now = new Date('2026-03-10T10:00:00Z');

describe('checkFund', () => {
  it('accepts the funds and no fund, refuses zakat with its own message', () => {
    expect(checkFund(undefined)).toBeNull();
    expect(checkFund('infaq')).toBeNull();
    expect(checkFund('asrama')).toBeNull();
    expect(checkFund('zakat')).toBe(LEDGER_MESSAGES.zakatRefused);
    expect(checkFund(' Zakat ')).toBe(LEDGER_MESSAGES.zakatRefused);
    expect(checkFund('wakaf')).toBe(LEDGER_MESSAGES.fundInvalid);
  });
});

describe('checkDisbursement', () => {
  const ok = {
    date: '2026-03-10',
    amount: 250_000,
    category: 'makan',
    description: 'Beras 50 kg',
    proofs: ['https://x.test/a.jpg'],
  };
  it('checks date, amount, category, description and proofs in that order', () => {
    expect(checkDisbursement(ok, now)).toBeNull();
    expect(checkDisbursement({ ...ok, date: '2026-02-30', amount: 0 }, now)).toBe(LEDGER_MESSAGES.dateInvalid);
    expect(checkDisbursement({ ...ok, date: '2026-03-11' }, now)).toBe(LEDGER_MESSAGES.dateFuture);
    expect(checkDisbursement({ ...ok, amount: 0 }, now)).toBe(LEDGER_MESSAGES.amountInvalid);
    expect(checkDisbursement({ ...ok, amount: 10.5 }, now)).toBe(LEDGER_MESSAGES.amountInvalid);
    expect(checkDisbursement({ ...ok, category: 'zakat' }, now)).toBe(LEDGER_MESSAGES.categoryInvalid);
    expect(checkDisbursement({ ...ok, description: '  ' }, now)).toBe(LEDGER_MESSAGES.descriptionEmpty);
    expect(checkDisbursement({ ...ok, description: 'x'.repeat(1001) }, now)).toBe(LEDGER_MESSAGES.descriptionTooLong);
    expect(checkDisbursement({ ...ok, proofs: [] }, now)).toBe(LEDGER_MESSAGES.proofsEmpty);
    expect(checkDisbursement({ ...ok, proofs: Array(11).fill('https://x.test/a.jpg') }, now)).toBe(
      LEDGER_MESSAGES.proofsTooMany,
    );
  });
  it('takes the day in Asia/Jakarta: 17:30 UTC is already the next day there', () => {
    expect(checkDisbursement({ ...ok, date: '2026-03-11' }, new Date('2026-03-10T17:30:00Z'))).toBeNull();
  });
});

describe('checkOfflineDonation', () => {
  const ok = { date: '2026-03-01', amount: 100_000, method: 'cash' };
  const room = 1_000_000;
  it('checks date, amount, method, name, e-mail and note', () => {
    expect(checkOfflineDonation(ok, room, now)).toBeNull();
    expect(checkOfflineDonation({ ...ok, date: 'kemarin' }, room, now)).toBe(LEDGER_MESSAGES.dateInvalid);
    expect(checkOfflineDonation({ ...ok, method: 'qris' }, room, now)).toBe(LEDGER_MESSAGES.methodInvalid);
    expect(checkOfflineDonation({ ...ok, donor_name: 'x'.repeat(101) }, room, now)).toBe(
      LEDGER_MESSAGES.donorNameTooLong,
    );
    expect(checkOfflineDonation({ ...ok, email: 'bukan-email' }, room, now)).toBe(LEDGER_MESSAGES.emailInvalid);
    expect(checkOfflineDonation({ ...ok, email: '' }, room, now)).toBeNull();
    expect(checkOfflineDonation({ ...ok, note: 'x'.repeat(501) }, room, now)).toBe(LEDGER_MESSAGES.noteTooLong);
  });

  it('holds the amount to the online rules: integer rupiah, the minimum, and the room the campaign has left', () => {
    expect(checkOfflineDonation({ ...ok, amount: -5 }, room, now)).toBe(MESSAGES.donationMinimum);
    expect(checkOfflineDonation({ ...ok, amount: 9_999 }, room, now)).toBe(MESSAGES.donationMinimum);
    expect(checkOfflineDonation({ ...ok, amount: 10_000.5 }, room, now)).toBe(MESSAGES.donationAmountInvalid);
    expect(checkOfflineDonation({ ...ok, amount: 2 ** 53 }, GENERAL_FUND_ROOM, now)).toBe(
      MESSAGES.donationAmountInvalid,
    );
    expect(checkOfflineDonation({ ...ok, amount: room }, room, now)).toBeNull();
    expect(checkOfflineDonation({ ...ok, amount: room + 1 }, room, now)).toBe(offlineOverTargetMessage('1.000.000'));
    expect(checkOfflineDonation({ ...ok, amount: 10_000 }, 0, now)).toBe(
      'Donasi luring melebihi sisa target kampanye (sisa Rp 0). Catat selebihnya ke kampanye lain atau ke Dana Umum Yayasan',
    );
    expect(checkOfflineDonation({ ...ok, amount: 10 ** 15 }, GENERAL_FUND_ROOM, now)).toBeNull();
  });
});

describe('ranges and days', () => {
  it('knows real calendar days, ordered ranges and the last calendar year', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(checkDateRange('2026-01-01', '2026-01-31')).toBeNull();
    expect(checkDateRange('2026-02-01', '2026-01-31')).toBe(LEDGER_MESSAGES.rangeInvalid);
    expect(checkDateRange('2000-01-01', '2026-01-31')).toBe(LEDGER_MESSAGES.rangeTooLong);
    expect(lastCalendarYear(now)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(lastCalendarYear(new Date('2026-12-31T18:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(checkReversalReason('x'.repeat(501))).toBe(LEDGER_MESSAGES.reasonTooLong);
  });
});
