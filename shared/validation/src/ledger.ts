import { isOneOf } from './one-of';
import { checkDonationAmount } from './donation-amount';
import { isValidEmail, type Check } from './rules';

/**
 * The open ledger's vocabulary and rules: funds, disbursement categories, offline gift
 * methods, and the checks the admin forms and the donation service both run. Contracts re-export the
 * lists; the server re-checks every rule.
 */

/** Funds a campaign and every ledger entry belong to. Zakat is not collected: no zakat licence. */
export const FUNDS = ['infaq', 'sedekah', 'pendidikan', 'kesehatan', 'asrama'] as const;
export type Fund = (typeof FUNDS)[number];
export const DEFAULT_FUND: Fund = 'infaq';
export const FUND_LABELS: Record<Fund, string> = {
  infaq: 'Infaq',
  sedekah: 'Sedekah',
  pendidikan: 'Program Pendidikan',
  kesehatan: 'Program Kesehatan',
  asrama: 'Program Asrama',
};

/**
 * The foundation's general fund ("Dana Umum Yayasan"): a fund of the ledger with its own hash chain
 * and no target, where an administrator records what a campaign has no room for. Not a campaign's fund.
 */
export const GENERAL_FUND = 'umum' as const;
export const GENERAL_FUND_LABEL = 'Dana Umum Yayasan';
/** Every fund a ledger entry can belong to: the campaigns' funds and the general fund. */
export const LEDGER_FUNDS = [...FUNDS, GENERAL_FUND] as const;
export type LedgerFund = (typeof LEDGER_FUNDS)[number];
export const LEDGER_FUND_LABELS: Record<LedgerFund, string> = { ...FUND_LABELS, [GENERAL_FUND]: GENERAL_FUND_LABEL };

/** What a disbursement ("Penyaluran Dana") paid for. */
export const DISBURSEMENT_CATEGORIES = [
  'pendidikan',
  'kesehatan',
  'makan',
  'pakaian',
  'asrama',
  'operasional',
  'lainnya',
] as const;
export type DisbursementCategory = (typeof DISBURSEMENT_CATEGORIES)[number];
export const DISBURSEMENT_CATEGORY_LABELS: Record<DisbursementCategory, string> = {
  pendidikan: 'Pendidikan',
  kesehatan: 'Kesehatan',
  makan: 'Makan & gizi',
  pakaian: 'Pakaian',
  asrama: 'Asrama & perawatan',
  operasional: 'Operasional',
  lainnya: 'Lainnya',
};

/** How a gift received outside Midtrans came in. */
export const OFFLINE_METHODS = ['cash', 'bank_transfer', 'in_kind'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];
export const OFFLINE_METHOD_LABELS: Record<OfflineMethod, string> = {
  cash: 'Tunai',
  bank_transfer: 'Transfer bank',
  in_kind: 'Barang (dinilai dalam rupiah)',
};

export const LEDGER_LIMITS = {
  disbursementDescriptionMax: 1000,
  disbursementProofsMax: 10,
  offlineDonorNameMax: 100,
  offlineNoteMax: 500,
  reversalReasonMax: 500,
  /** The longest range a summary, export or statement covers. */
  rangeDaysMax: 3660,
} as const;

export const LEDGER_MESSAGES = {
  zakatRefused: 'Yayasan tidak menerima zakat karena tidak memiliki izin pengelola zakat',
  fundInvalid: 'Pilih dana: Infaq, Sedekah, atau salah satu program',
  amountInvalid: 'Jumlah harus berupa angka rupiah bulat lebih dari 0',
  dateInvalid: 'Tanggal tidak valid (format YYYY-MM-DD)',
  dateFuture: 'Tanggal tidak boleh di masa depan',
  categoryInvalid: 'Pilih kategori penyaluran',
  descriptionEmpty: 'Mohon isi keterangan penyaluran',
  descriptionTooLong: 'Keterangan penyaluran maksimal 1000 karakter',
  proofsEmpty: 'Unggah minimal 1 foto bukti penyaluran',
  proofsTooMany: 'Maksimal 10 foto bukti penyaluran',
  proofInvalid: 'Data tidak valid: foto bukti harus berupa URL http atau https',
  overBalance: 'Jumlah penyaluran melebihi saldo dana kampanye',
  donorNameTooLong: 'Nama donatur maksimal 100 karakter',
  emailInvalid: 'Email donatur tidak valid',
  newsConsentNeedsEmail: 'Isi email donatur agar kabar kampanye dapat dikirim',
  methodInvalid: 'Pilih cara penerimaan: tunai, transfer bank, atau barang',
  noteTooLong: 'Catatan maksimal 500 karakter',
  reasonTooLong: 'Alasan koreksi maksimal 500 karakter',
  rangeInvalid: 'Rentang tanggal tidak valid: tanggal awal harus sebelum tanggal akhir',
  rangeTooLong: 'Rentang tanggal maksimal 10 tahun',
  monthInvalid: 'Bulan laporan tidak valid (format YYYY-MM)',
  entryNotFound: 'Catatan buku kas tidak ditemukan',
  notReversible: 'Catatan ini tidak dapat dikoreksi: hanya penyaluran dan donasi luring yang dapat dibatalkan',
  alreadyReversed: 'Catatan ini sudah dikoreksi sebelumnya',
  receiptCodeNotFound: 'Kode tanda terima tidak ditemukan',
} as const;

export const isFund = (v: unknown): v is Fund => isOneOf(FUNDS, v);
export const isDisbursementCategory = (v: unknown): v is DisbursementCategory => isOneOf(DISBURSEMENT_CATEGORIES, v);
export const isOfflineMethod = (v: unknown): v is OfflineMethod => isOneOf(OFFLINE_METHODS, v);

/** A campaign's fund: absent keeps the current (or default) fund; zakat gets its own message. */
export function checkFund(fund: string | null | undefined): Check {
  if (fund === undefined || fund === null) return null;
  if (fund.trim().toLowerCase() === 'zakat') return LEDGER_MESSAGES.zakatRefused;
  return isFund(fund) ? null : LEDGER_MESSAGES.fundInvalid;
}

/** Today's calendar day in Asia/Jakarta (UTC+7, no daylight saving), as YYYY-MM-DD. */
export const jakartaToday = (now: Date = new Date()) =>
  new Date(now.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const isPositiveRupiah = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

function checkPastDay(date: string | null | undefined, now?: Date): Check {
  if (!isCalendarDay(date)) return LEDGER_MESSAGES.dateInvalid;
  return date > jakartaToday(now) ? LEDGER_MESSAGES.dateFuture : null;
}

export interface DisbursementInput {
  date?: string | null;
  amount?: number | null;
  category?: string | null;
  description?: string | null;
  proofs?: readonly string[] | null;
}

/** A disbursement in the form's order: date, amount, category, description, proofs. */
export function checkDisbursement(d: DisbursementInput, now?: Date): Check {
  const date = checkPastDay(d.date, now);
  if (date) return date;
  if (!isPositiveRupiah(d.amount)) return LEDGER_MESSAGES.amountInvalid;
  if (!isDisbursementCategory(d.category)) return LEDGER_MESSAGES.categoryInvalid;
  const description = (d.description ?? '').trim();
  if (!description) return LEDGER_MESSAGES.descriptionEmpty;
  if ([...description].length > LEDGER_LIMITS.disbursementDescriptionMax) return LEDGER_MESSAGES.descriptionTooLong;
  const proofs = d.proofs ?? [];
  if (proofs.length < 1) return LEDGER_MESSAGES.proofsEmpty;
  if (proofs.length > LEDGER_LIMITS.disbursementProofsMax) return LEDGER_MESSAGES.proofsTooMany;
  return null;
}

export interface OfflineDonationInput {
  date?: string | null;
  amount?: number | null;
  method?: string | null;
  donor_name?: string | null;
  email?: string | null;
  note?: string | null;
  /** The donor agreed, when the gift was recorded, to get the campaign's news by e-mail. */
  campaign_news?: boolean | null;
}

/** An offline gift past what its campaign still has room for, with the room and where the rest can go. */
export const offlineOverTargetMessage = (remainingFormatted: string) =>
  `Donasi luring melebihi sisa target kampanye (sisa Rp ${remainingFormatted}). Catat selebihnya ke kampanye lain atau ke ${GENERAL_FUND_LABEL}`;

/** The room of the general fund: no target, so only the safe-integer bound of every amount. */
export const GENERAL_FUND_ROOM = Number.MAX_SAFE_INTEGER;

/**
 * An offline gift in the form's order: date, amount, method, donor name, e-mail, note. The amount
 * follows the online rules (checkDonationAmount) against `remaining`, the room the campaign has left
 * (target − collected − pending online orders; GENERAL_FUND_ROOM for the general fund).
 */
export function checkOfflineDonation(o: OfflineDonationInput, remaining: number, now?: Date): Check {
  const date = checkPastDay(o.date, now);
  if (date) return date;
  const amount = checkDonationAmount(o.amount, remaining, offlineOverTargetMessage);
  if (amount) return amount;
  if (!isOfflineMethod(o.method)) return LEDGER_MESSAGES.methodInvalid;
  if ([...(o.donor_name ?? '').trim()].length > LEDGER_LIMITS.offlineDonorNameMax) {
    return LEDGER_MESSAGES.donorNameTooLong;
  }
  const email = (o.email ?? '').trim();
  if (email && !isValidEmail(email)) return LEDGER_MESSAGES.emailInvalid;
  if (o.campaign_news && !email) return LEDGER_MESSAGES.newsConsentNeedsEmail;
  if ([...(o.note ?? '').trim()].length > LEDGER_LIMITS.offlineNoteMax) return LEDGER_MESSAGES.noteTooLong;
  return null;
}

export function checkReversalReason(reason: string | null | undefined): Check {
  return [...(reason ?? '').trim()].length > LEDGER_LIMITS.reversalReasonMax ? LEDGER_MESSAGES.reasonTooLong : null;
}

/** A date range (both days included); either end may be left out by the caller before this check. */
export function checkDateRange(from: string, to: string): Check {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return LEDGER_MESSAGES.dateInvalid;
  if (from > to) return LEDGER_MESSAGES.rangeInvalid;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return days > LEDGER_LIMITS.rangeDaysMax ? LEDGER_MESSAGES.rangeTooLong : null;
}

/** The default range of a donor statement: the last whole calendar year (Asia/Jakarta). */
export function lastCalendarYear(now: Date = new Date()): { from: string; to: string } {
  const year = Number(jakartaToday(now).slice(0, 4)) - 1;
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** This calendar year so far (Asia/Jakarta): the default range of the summary and of the exports. */
export function calendarYearToDate(now: Date = new Date()): { from: string; to: string } {
  const today = jakartaToday(now);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** A report month written YYYY-MM. */
export const isReportMonth = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The disbursement that would take more than the campaign holds, with the balance spelled out. */
export const overBalanceMessage = (balanceFormatted: string) =>
  `${LEDGER_MESSAGES.overBalance} (saldo Rp ${balanceFormatted})`;
