export type PaymentMethod = 'bank_transfer' | 'qris' | 'gopay';
export type Bank = 'bca' | 'bni' | 'bri' | 'permata' | 'cimb';

/** The gateway's charge answer, kept whole in browser storage under 'midtrans'. */
export interface MidtransResponse {
  order_id: string;
  transaction_id: string;
  gross_amount: string;
  expiry_time?: string;
  transaction_status?: string;
  payment_type?: string;
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  actions?: { name: string; method: string; url: string }[];
}

export interface DonateCampaign {
  donation_id: string;
  title: string;
  thumbnail: string;
  remaining_amount: number;
  status: 'Open' | 'Closed';
  draft: boolean;
}

export interface PayRequest {
  id: string;
  amount: number;
  name: string;
  username: string;
  payment_method: PaymentMethod;
  bank?: Bank;
  anonymous: boolean;
  /** The donor's optional prayer, shown on the campaign once paid. */
  message?: string;
}

export interface PayResponse {
  midtrans_response: MidtransResponse;
  transaction_id: string;
  order_id: string;
}

export type Step = 'SELECT_AMOUNT' | 'PAYMENT' | 'INVOICING';

/** 'settlement' (or 'success', or an accepted card 'capture') means paid. */
export const isPaidStatus = (s: string | undefined) => s === 'settlement' || s === 'success' || s === 'capture';
