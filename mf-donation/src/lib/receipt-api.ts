import type { Receipt } from '@yayasan/contracts';
import { api } from '@yayasan/store';

export type { Receipt } from '@yayasan/contracts';

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
