import { formatRupiah } from '@yayasan/format';
import type { Check } from './rules';

/**
 * Card payments (Midtrans's card token flow): the donate page checks the card with these rules before
 * the browser asks Midtrans for a token (card numbers never reach this site's servers); the donation
 * service checks the token it is given, and the amount a method can carry.
 */

export const CARD_MESSAGES = {
  numberRequired: 'Nomor kartu wajib diisi',
  numberLength: 'Nomor kartu terdiri dari 13 sampai 19 angka',
  numberInvalid: 'Nomor kartu tidak valid, periksa kembali',
  expiryRequired: 'Masa berlaku wajib diisi (BB/TT)',
  expiryMonth: 'Bulan masa berlaku harus 01 sampai 12',
  expiryPast: 'Kartu sudah tidak berlaku',
  cvvInvalid: 'CVV terdiri dari 3 atau 4 angka di balik kartu',
  tokenInvalid: 'Data kartu tidak dapat diproses, masukkan ulang data kartu Anda',
} as const;

/** The digits of a card number as typed (spaces and dashes between groups are allowed). */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries (ISO/IEC 7812): catches a mistyped or swapped digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkCardNumber(value: string): Check {
  const digits = cardDigits(value);
  if (digits === '') return CARD_MESSAGES.numberRequired;
  if (!/^\d{13,19}$/.test(digits)) return CARD_MESSAGES.numberLength;
  return passesLuhn(digits) ? null : CARD_MESSAGES.numberInvalid;
}

/** 'BB/TT' (or 'BB/TTTT') as printed on the card; valid through the end of that month. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

export function checkCardExpiry(value: string, now: Date = new Date()): Check {
  if (value.trim() === '') return CARD_MESSAGES.expiryRequired;
  const expiry = parseCardExpiry(value);
  if (!expiry) return CARD_MESSAGES.expiryRequired;
  if (expiry.month < 1 || expiry.month > 12) return CARD_MESSAGES.expiryMonth;
  const current = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < current ? CARD_MESSAGES.expiryPast : null;
}

export const checkCardCvv = (value: string): Check =>
  /^\d{3,4}$/.test(value.trim()) ? null : CARD_MESSAGES.cvvInvalid;

/** Midtrans's card tokens: letters, digits and dashes (e.g. '481111-1114-<uuid>'), used once. */
export const CARD_TOKEN_PATTERN = '^[A-Za-z0-9-]{10,128}$';

export const checkCardToken = (token: unknown): Check =>
  typeof token === 'string' && new RegExp(CARD_TOKEN_PATTERN).test(token) ? null : CARD_MESSAGES.tokenInvalid;

/** The most one payment at a convenience store may carry (Midtrans: Indomaret and Alfamart, Rp 5.000.000). */
export const CSTORE_MAXIMUM = 5_000_000;

export const cstoreMaximumMessage = () =>
  `Pembayaran di Indomaret atau Alfamart paling banyak ${formatRupiah(CSTORE_MAXIMUM)} rupiah`;

/** The part of the amount rule a method adds: a convenience store takes at most its maximum. */
export const checkMethodAmount = (method: string, amount: number): Check =>
  method === 'cstore' && amount > CSTORE_MAXIMUM ? cstoreMaximumMessage() : null;
