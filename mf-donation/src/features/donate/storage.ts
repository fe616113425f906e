import { BANKS, PAYMENT_METHODS, isOneOf, type Bank, type PaymentMethod } from '@yayasan/contracts';
import type { StoredCharge } from './charge';

/** Browser storage keys, exactly as spec §3 names them. */
export const STORAGE_KEYS = {
  donationId: 'donation_id',
  midtrans: 'midtrans',
  selectedPayment: 'selected_payment',
  selectedBank: 'selected_bank',
  selectedBankImg: 'selected_bank_img',
  anonymous: 'anonymous',
} as const;

const PAYMENT_KEYS = [
  STORAGE_KEYS.midtrans,
  STORAGE_KEYS.selectedPayment,
  STORAGE_KEYS.selectedBank,
  STORAGE_KEYS.selectedBankImg,
];

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface SavedPayment {
  midtrans: StoredCharge;
  method: PaymentMethod;
  bank: Bank | null;
  bankImg: string | null;
}

/**
 * A charge this page saved: the order's ids and gross amount it always writes (the rest are Midtrans's
 * optional fields, each read with care where it is shown).
 */
function isStoredCharge(value: unknown): value is StoredCharge {
  return (
    typeof value === 'object' &&
    value !== null &&
    'transaction_id' in value &&
    typeof value.transaction_id === 'string' &&
    value.transaction_id !== '' &&
    'order_id' in value &&
    typeof value.order_id === 'string' &&
    'gross_amount' in value &&
    typeof value.gross_amount === 'string'
  );
}

/** The saved payment record, when one exists and belongs to this campaign. */
export function readSavedPayment(donationId?: string): SavedPayment | null {
  const s = store();
  if (!s) return null;
  if (donationId !== undefined && s.getItem(STORAGE_KEYS.donationId) !== donationId) return null;
  try {
    const raw = s.getItem(STORAGE_KEYS.midtrans);
    const midtrans: unknown = raw ? JSON.parse(raw) : null;
    if (!isStoredCharge(midtrans)) return null;
    const method = s.getItem(STORAGE_KEYS.selectedPayment);
    const bank = s.getItem(STORAGE_KEYS.selectedBank);
    return {
      midtrans,
      method: isOneOf(PAYMENT_METHODS, method) ? method : 'bank_transfer',
      bank: isOneOf(BANKS, bank) ? bank : null,
      bankImg: s.getItem(STORAGE_KEYS.selectedBankImg),
    };
  } catch {
    return null;
  }
}

export function savePayment(p: SavedPayment): void {
  const s = store();
  if (!s) return;
  s.setItem(STORAGE_KEYS.midtrans, JSON.stringify(p.midtrans));
  s.setItem(STORAGE_KEYS.selectedPayment, p.method);
  if (p.bank) s.setItem(STORAGE_KEYS.selectedBank, p.bank);
  else s.removeItem(STORAGE_KEYS.selectedBank);
  if (p.bankImg) s.setItem(STORAGE_KEYS.selectedBankImg, p.bankImg);
  else s.removeItem(STORAGE_KEYS.selectedBankImg);
}

/** Clears the payment data (midtrans, selected payment, selected bank and its image). */
export function clearPayment(): void {
  const s = store();
  if (!s) return;
  for (const key of PAYMENT_KEYS) s.removeItem(key);
}

/**
 * Entering the flow for a campaign: a different stored campaign means its payment data is stale,
 * so it is cleared before this campaign is remembered.
 */
export function enterCampaign(donationId: string): void {
  const s = store();
  if (!s) return;
  if (s.getItem(STORAGE_KEYS.donationId) !== donationId) clearPayment();
  s.setItem(STORAGE_KEYS.donationId, donationId);
}

export const storedDonationId = () => store()?.getItem(STORAGE_KEYS.donationId) ?? null;

export const readAnonymous = () => store()?.getItem(STORAGE_KEYS.anonymous) === 'true';
export const writeAnonymous = (value: boolean) => store()?.setItem(STORAGE_KEYS.anonymous, String(value));
