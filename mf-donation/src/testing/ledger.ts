import type {
  CampaignLedger,
  GeneralFundLedger,
  LedgerEntriesPage,
  LedgerEntry,
  LedgerSummary,
  Verification,
} from '@yayasan/contracts';

const hash = (c: string) => c.repeat(64);

export const disbursement = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  seq: 3,
  kind: 'disbursement',
  amount: 2_000_000,
  fund: 'pendidikan',
  occurred_at: '2025-06-02T03:00:00.000Z',
  recorded_at: '2025-06-02T04:00:00.000Z',
  category: 'pendidikan',
  description: 'Seragam dan buku untuk 20 anak',
  proofs: ['https://yayasan.test/media/demo/kuitansi-1.png'],
  reverses_seq: null,
  reversed_by_seq: null,
  prev_hash: hash('b'),
  hash: hash('c'),
  ...over,
});

/** `GET /donation/:id/ledger/entries`: one page of entries (none unless given). */
export const ledgerEntries = (entries: LedgerEntry[] = []): LedgerEntriesPage => ({
  entries,
  currentPage: 1,
  totalPages: entries.length ? 1 : 0,
  total: entries.length,
});

export const campaignLedger = (over: Partial<CampaignLedger> = {}): CampaignLedger => ({
  donation_id: 'camp-1',
  fund: 'pendidikan',
  collected: 12_500_000,
  disbursed: 2_000_000,
  balance: 10_500_000,
  available: 7_500_000,
  entry_count: 3,
  head_hash: hash('c'),
  months: [
    { month: '2025-05', money_in: 12_500_000, money_out: 0 },
    { month: '2025-06', money_in: 0, money_out: 2_000_000 },
  ],
  // A campaign older than two months: charted by month.
  days: [],
  disbursements: [disbursement()],
  currentPage: 1,
  totalPages: 1,
  totalDisbursements: 1,
  ...over,
});

export const emptyLedger = campaignLedger({
  collected: 0,
  disbursed: 0,
  balance: 0,
  entry_count: 0,
  head_hash: '0'.repeat(64),
  months: [],
  disbursements: [],
  totalPages: 0,
  totalDisbursements: 0,
});

export const verification = (over: Partial<Verification> = {}): Verification => ({
  code: 'YPAY-7K3M-Q9XD',
  amount: 150_000,
  date: '2025-05-10T03:00:00.000Z',
  offline: false,
  donation_id: 'camp-1',
  title: 'Beasiswa Anak Yatim',
  fund: 'pendidikan',
  counted: true,
  reversed: false,
  intact: true,
  mismatch_seq: null,
  entry_seq: 2,
  path: [hash('b'), hash('c')],
  head_hash: hash('c'),
  entry_count: 3,
  ...over,
});

export const ledgerSummary = (over: Partial<LedgerSummary> = {}): LedgerSummary => ({
  from: '2025-01-01',
  to: '2025-12-31',
  money_in: 30_000_000,
  money_out: 8_000_000,
  months: [
    { month: '2025-05', money_in: 20_000_000, money_out: 5_000_000 },
    { month: '2025-06', money_in: 10_000_000, money_out: 3_000_000 },
  ],
  days: [],
  funds: [
    { fund: 'infaq', label: 'Infaq', money_in: 10_000_000, money_out: 3_000_000 },
    { fund: 'pendidikan', label: 'Program Pendidikan', money_in: 20_000_000, money_out: 5_000_000 },
  ],
  categories: [
    { category: 'pendidikan', label: 'Pendidikan', money_out: 5_000_000 },
    { category: 'makan', label: 'Makan & gizi', money_out: 3_000_000 },
  ],
  ...over,
});

/** `GET /ledger/general-fund`: the foundation's general fund. */
export const generalFund = (over: Partial<GeneralFundLedger> = {}): GeneralFundLedger => ({
  fund: 'umum',
  label: 'Dana Umum Yayasan',
  collected: 1_250_000,
  disbursed: 0,
  balance: 1_250_000,
  entry_count: 2,
  head_hash: hash('e'),
  months: [{ month: '2025-06', money_in: 1_250_000, money_out: 0 }],
  ...over,
});
