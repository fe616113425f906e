import type { Receipt } from '@yayasan/contracts';
import { formatJakartaTime } from '@yayasan/format';
import type { StoredCharge } from '../features/donate/charge';
import { campaign } from './campaigns';

export const CAMPAIGN = campaign({
  thumbnail: '',
  remaining_amount: 90_000,
  target_amount: 100_000,
  total_collected: 10_000,
  percentage_collected: 10,
});

export function vaResponse(over: Partial<StoredCharge> = {}): StoredCharge {
  return {
    order_id: 'DON-ORDER-1',
    transaction_id: 'trx-111',
    gross_amount: '25000.00',
    transaction_status: 'pending',
    payment_type: 'bank_transfer',
    va_numbers: [{ bank: 'bca', va_number: '12345678901' }],
    expiry_time: formatJakartaTime(Date.now() + 2 * 3600 * 1000 + 5 * 60 * 1000),
    ...over,
  };
}

export function qrResponse(over: Partial<StoredCharge> = {}): StoredCharge {
  return {
    order_id: 'DON-ORDER-2',
    transaction_id: 'trx-222',
    gross_amount: '50000.00',
    transaction_status: 'pending',
    payment_type: 'qris',
    actions: [{ name: 'generate-qr-code', method: 'GET', url: 'http://sim.test/v2/qris/trx-222/qr-code' }],
    expiry_time: formatJakartaTime(Date.now() + 15 * 60 * 1000),
    ...over,
  };
}

export const RECEIPT: Receipt = {
  transaction_id: 'trx-111',
  order_id: 'DON-ORDER-1',
  donation_id: 'camp-1',
  title: 'Beasiswa Anak Yatim',
  donation_amount: 25_000,
  donation_date: '2025-01-02T03:04:05.000Z',
  payment_method: 'bca',
  donor_name: 'Budi Santoso',
  anonymous: false,
  status: 'settlement',
};

export function saveStored(
  midtrans: StoredCharge,
  method = 'bank_transfer',
  bank: string | null = 'bca',
  donationId = 'camp-1',
) {
  localStorage.setItem('donation_id', donationId);
  localStorage.setItem('midtrans', JSON.stringify(midtrans));
  localStorage.setItem('selected_payment', method);
  if (bank) localStorage.setItem('selected_bank', bank);
  localStorage.setItem('selected_bank_img', bank ?? method);
}
