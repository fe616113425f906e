import { DISBURSEMENT_CATEGORY_LABELS, LEDGER_FUND_LABELS } from '@yayasan/contracts';

/** Labels looked up by any text: a record of known keys is one of strings to strings. */
const FUND_LABELS: Readonly<Record<string, string | undefined>> = LEDGER_FUND_LABELS;
const CATEGORY_LABELS: Readonly<Record<string, string | undefined>> = DISBURSEMENT_CATEGORY_LABELS;

/** A fund's or a category's Indonesian label; a value this build does not know shows as it is. */
export const fundLabel = (fund: string) => FUND_LABELS[fund] ?? fund;
export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? category;
