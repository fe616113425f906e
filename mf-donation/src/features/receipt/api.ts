import { api } from '@yayasan/store';

/** One of the user's transactions as the receipt shows it (read from the server's database). */
export interface Receipt {
  transaction_id: string;
  order_id: string;
  donation_id: string;
  title: string;
  donation_amount: number;
  donation_date: string;
  payment_method: string;
  donor_name: string;
  anonymous: boolean;
  status: string;
}

export const receiptApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReceipt: build.query<Receipt, { username: string; trxId: string }>({
      query: ({ username, trxId }) => `/user/${encodeURIComponent(username)}/transactions/${encodeURIComponent(trxId)}`,
    }),
    generateInvoice: build.mutation<{ url: string }, { trx_id: string }>({
      query: (body) => ({ url: '/generate-invoice', method: 'POST', body }),
    }),
  }),
});

export const { useGetReceiptQuery, useGenerateInvoiceMutation } = receiptApi;
