/**
 * Closed lists of the wire format that both the schemas (schemas/*) and the browser's types (api/*)
 * need as values: here, so that the types never import a schema module and the schemas never import
 * the types (which would tie the two into one cycle).
 */

/** What the notifications page filters by. */
export const NOTIFICATION_FILTERS = ['all', 'like', 'comment', 'reply'] as const;

/** The kinds of an open-ledger entry. */
export const LEDGER_ENTRY_KINDS = ['online_contribution', 'offline_contribution', 'disbursement', 'reversal'] as const;
