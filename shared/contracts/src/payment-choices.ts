/**
 * What a donor may pay with, as plain lists: the schemas build on them, and pages check a stored or
 * chosen value against them without loading any schema code.
 */
export const BANKS = ['bca', 'bni', 'bri', 'permata', 'cimb'] as const;
export type Bank = (typeof BANKS)[number];
export const PAYMENT_METHODS = ['bank_transfer', 'qris', 'gopay', 'shopeepay', 'credit_card', 'cstore'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The convenience stores Midtrans's `cstore` pays at. */
export const STORES = ['indomaret', 'alfamart'] as const;
export type Store = (typeof STORES)[number];
