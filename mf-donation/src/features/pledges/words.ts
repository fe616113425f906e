import { PLEDGE_DAY_BOUNDS, type PaymentMethod } from '@yayasan/contracts';
import { MONTHS_ID } from '@yayasan/format';

/** The ways a reminder pledge may be paid each month (remembered to fill the donate page), and their names. */
export const REMINDER_METHODS: readonly { value: PaymentMethod; label: string }[] = [
  { value: 'bank_transfer', label: 'Virtual Account' },
  { value: 'qris', label: 'QRIS' },
  { value: 'gopay', label: 'GoPay' },
  { value: 'shopeepay', label: 'ShopeePay' },
  { value: 'cstore', label: 'Indomaret / Alfamart' },
  { value: 'credit_card', label: 'Kartu Kredit/Debit' },
];

export const methodLabel = (paymentType: string) =>
  REMINDER_METHODS.find((m) => m.value === paymentType)?.label ?? paymentType;

/** 'YYYY-MM-DD' → '5 Des 2026'. */
export const dateTitle = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTHS_ID[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** The days a pledge may fall on: every month has them. */
export const PLEDGE_DAYS = Array.from(
  { length: PLEDGE_DAY_BOUNDS.maximum - PLEDGE_DAY_BOUNDS.minimum + 1 },
  (_, i) => PLEDGE_DAY_BOUNDS.minimum + i,
);

/** A word of one of PLEDGE_WORDS' tables for a value the server sent (its own text when the table lacks it). */
export const wordFor = (table: Readonly<Record<string, string>>, key: string): string =>
  Object.hasOwn(table, key) ? table[key] : key;
