import type { InvoiceLink, Receipt } from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

export const receiptApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReceipt: build.query<Receipt, { username: string; trxId: string }>({
      query: ({ username, trxId }) => `/user/${encodeURIComponent(username)}/transactions/${encodeURIComponent(trxId)}`,
    }),
    generateInvoice: build.mutation<InvoiceLink, { trx_id: string }>({
      query: (body) => ({ url: '/generate-invoice', method: 'POST', body }),
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') checkAnswers(receiptApi, () => import('./receipt-answers'));

export const { useGetReceiptQuery, useGenerateInvoiceMutation } = receiptApi;
