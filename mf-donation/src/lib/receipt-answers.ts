import { InvoiceLinkSchema, ReceiptSchema } from '@yayasan/contracts/schemas/donation';

/** Each receipt endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  getReceipt: ReceiptSchema,
  generateInvoice: InvoiceLinkSchema,
};
