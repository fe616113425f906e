import { DISBURSEMENT_CATEGORY_LABELS, LEDGER_FUND_LABELS } from '@yayasan/contracts';

/** A fund's or a category's Indonesian label; a value this build does not know shows as it is. */
export const fundLabel = (fund: string) => (LEDGER_FUND_LABELS as Record<string, string>)[fund] ?? fund;
export const categoryLabel = (category: string) =>
  (DISBURSEMENT_CATEGORY_LABELS as Record<string, string>)[category] ?? category;
