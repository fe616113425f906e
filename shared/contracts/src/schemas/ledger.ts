import { Type, type TSchema } from '@sinclair/typebox';
import { DISBURSEMENT_CATEGORIES, FUNDS, GENERAL_FUND, LEDGER_FUNDS, OFFLINE_METHODS } from '@yayasan/validation';
import { LEDGER_ENTRY_KINDS } from '../wire-lists';

/**
 * The open ledger's wire format as TypeBox schemas, used the way schemas/donation.ts is:
 * routes validate and serialize with them, the browser gets the types from `api/ledger.ts`.
 *
 * Public shapes (ledger, summary, verification) never carry a donor's name, e-mail, user id or order
 * id: amounts, dates, funds and hashes only. Amounts are integer rupiah.
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

// Mapped over the list itself (not through `literals`), so that its type is the union of the kinds.
export const LedgerEntryKindSchema = Type.Union(LEDGER_ENTRY_KINDS.map((kind) => Type.Literal(kind)));
export const FundSchema = literals(FUNDS);
/** A ledger entry's fund: a campaign's, or the foundation's general fund. */
export const LedgerFundSchema = literals(LEDGER_FUNDS);
export const DisbursementCategorySchema = literals(DISBURSEMENT_CATEGORIES);
export const OfflineMethodSchema = literals(OFFLINE_METHODS);

const Day = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'A calendar day, YYYY-MM-DD (Asia/Jakarta)',
});

/** One entry of a campaign's append-only, hash-chained ledger, as the public sees it. */
export const LedgerEntrySchema = Type.Object(
  {
    seq: Type.Integer({ description: "The entry's position in its campaign's chain, from 1" }),
    kind: LedgerEntryKindSchema,
    amount: Type.Integer({ description: 'Rupiah, always positive; a reversal undoes the entry it names' }),
    fund: LedgerFundSchema,
    occurred_at: Type.String({ description: 'ISO 8601: the settlement, the gift or the disbursement' }),
    recorded_at: Type.String({ description: 'ISO 8601: when the entry was written' }),
    category: nullable(DisbursementCategorySchema),
    description: nullable(Type.String()),
    proofs: Type.Array(Type.String(), { description: 'Picture URLs (disbursements only)' }),
    reverses_seq: nullable(Type.Integer({ description: 'The entry a reversal undoes' })),
    reversed_by_seq: nullable(Type.Integer({ description: 'The reversal that undid this entry, if any' })),
    prev_hash: Type.String({ description: "The previous entry's hash (64 zeros for the first entry)" }),
    hash: Type.String({ description: 'sha256 hex of prev_hash + the canonical entry JSON (sorted keys)' }),
  },
  { description: 'A ledger entry' },
);

export const LedgerMonthSchema = Type.Object({
  month: Type.String({ description: 'YYYY-MM (Asia/Jakarta)' }),
  money_in: Type.Integer({ description: 'Contributions less reversed contributions, rupiah' }),
  money_out: Type.Integer({ description: 'Disbursements less reversed disbursements, rupiah' }),
});

export const LedgerDaySchema = Type.Object({
  day: Day,
  money_in: Type.Integer({ description: 'Contributions less reversed contributions, rupiah' }),
  money_out: Type.Integer({ description: 'Disbursements less reversed disbursements, rupiah' }),
});

/** When a span is short enough for a chart by day (issue 42: a month or two is a single point by month). */
const DAYS_DESCRIPTION =
  'Money in and out per Asia/Jakarta day, every day of the span (0 when nothing moved), oldest first, when the span is at most 62 days; empty otherwise (read `months`)';

export const LedgerQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, description: 'Honoured up to 50' })),
});

/** `GET /donation/:id/ledger/entries`: one kind of entry, e.g. the offline gifts an administrator may correct. */
export const LedgerEntriesQuerySchema = Type.Object({
  kind: LedgerEntryKindSchema,
  ...LedgerQuerySchema.properties,
});

export const LedgerEntriesPageSchema = Type.Object(
  {
    entries: Type.Array(LedgerEntrySchema, { description: 'Newest first' }),
    currentPage: Type.Integer(),
    totalPages: Type.Integer(),
    total: Type.Integer(),
  },
  { description: "One page of a campaign's entries of one kind (amounts and dates only)" },
);

/** `GET /donation/:id/ledger`: a campaign's accounts ("Laporan Dana"). */
export const CampaignLedgerSchema = Type.Object(
  {
    donation_id: Type.String(),
    fund: FundSchema,
    collected: Type.Integer({ description: 'Equals the campaign total_collected' }),
    disbursed: Type.Integer(),
    balance: Type.Integer({ description: 'collected − disbursed' }),
    available: Type.Integer({
      description:
        'What an offline gift may still add: target − collected − pending online orders (they may yet settle), at least 0',
    }),
    entry_count: Type.Integer(),
    head_hash: Type.String({ description: "The newest entry's hash (64 zeros when there is none)" }),
    months: Type.Array(LedgerMonthSchema, { description: 'Money in and out by month, oldest first' }),
    days: Type.Array(LedgerDaySchema, {
      description: `${DAYS_DESCRIPTION}. The span: from the first entry's day to today.`,
    }),
    disbursements: Type.Array(LedgerEntrySchema, { description: 'One page of disbursements, newest first' }),
    currentPage: Type.Integer(),
    totalPages: Type.Integer(),
    totalDisbursements: Type.Integer(),
  },
  { description: "The campaign's public accounts" },
);

/** `POST /donation/:id/disbursements` (administrators). */
export const DisbursementBodySchema = Type.Object({
  date: Day,
  amount: Type.Number({ description: 'Integer rupiah (checked by the shared rule)' }),
  category: Type.String({ maxLength: 40 }),
  description: Type.String({ maxLength: 4000 }),
  proofs: Type.Array(Type.String({ maxLength: 500 }), {
    maxItems: 100,
    description: 'Picture URLs from the media service',
  }),
});

/** `POST /donation/:id/offline-donations` and `POST /ledger/general-fund/offline-donations` (administrators). */
export const OfflineDonationBodySchema = Type.Object({
  date: Day,
  amount: Type.Integer({
    maximum: Number.MAX_SAFE_INTEGER,
    description:
      "Integer rupiah: at least 10.000 and at most the campaign's room (`available` in its ledger), as online (the shared rule's messages)",
  }),
  method: OfflineMethodSchema,
  donor_name: Type.Optional(Type.String({ maxLength: 400, description: "Blank or anonymous: 'Hamba Allah'" })),
  anonymous: Type.Optional(Type.Boolean()),
  email: Type.Optional(
    Type.String({
      maxLength: 320,
      description: 'The donor gets the receipt (PDF and verification code, marked offline) at this address',
    }),
  ),
  campaign_news: Type.Optional(
    Type.Boolean({
      description:
        "The donor agreed, when the gift was recorded, to get the campaign's news by e-mail (needs `email`; default false)",
    }),
  ),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
  proof: Type.Optional(Type.String({ maxLength: 500, description: 'A picture URL (receipt, transfer slip)' })),
  show_in_donor_list: Type.Boolean(),
});

/** The answer to recording an offline gift: its ledger entry and its public receipt code. */
export const OfflineDonationAnswerSchema = Type.Object({
  order_id: Type.String({ description: 'The stored transaction (OFF-…)' }),
  receipt_code: Type.String(),
  entry: LedgerEntrySchema,
});

/** `GET /ledger/general-fund`: the foundation's general fund ("Dana Umum Yayasan"), its own chain. */
export const GeneralFundLedgerSchema = Type.Object(
  {
    fund: Type.Literal(GENERAL_FUND),
    label: Type.String(),
    collected: Type.Integer({ description: 'Gifts less reversed gifts, rupiah' }),
    disbursed: Type.Integer(),
    balance: Type.Integer({ description: 'collected − disbursed' }),
    entry_count: Type.Integer(),
    head_hash: Type.String({ description: "The newest entry's hash (64 zeros when there is none)" }),
    months: Type.Array(LedgerMonthSchema, { description: 'Money in and out by month, oldest first' }),
  },
  { description: "The general fund's public accounts: what campaigns had no room for" },
);

export const LedgerEntryParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  seq: Type.Integer({ minimum: 1 }),
});

/** `POST /ledger/general-fund/:seq/reversal`: an entry of the general fund's chain. */
export const GeneralFundEntryParamsSchema = Type.Object({ seq: Type.Integer({ minimum: 1 }) });

/** `POST /donation/:id/ledger/:seq/reversal` (administrators): undoes a disbursement or an offline gift. */
export const ReversalBodySchema = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 2000 })) });

export const DateRangeQuerySchema = Type.Object({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});

const FlowTotals = {
  money_in: Type.Integer(),
  money_out: Type.Integer(),
};

/** `GET /ledger/summary?from&to`: the foundation's accounts, all campaigns, by month, fund and category. */
export const LedgerSummarySchema = Type.Object(
  {
    from: Type.String({ description: 'YYYY-MM-DD' }),
    to: Type.String({ description: 'YYYY-MM-DD' }),
    money_in: Type.Integer(),
    money_out: Type.Integer(),
    months: Type.Array(LedgerMonthSchema, { description: 'Oldest first' }),
    days: Type.Array(LedgerDaySchema, { description: `${DAYS_DESCRIPTION}. The span: the range, up to today.` }),
    funds: Type.Array(Type.Object({ fund: LedgerFundSchema, label: Type.String(), ...FlowTotals }), {
      description: "The campaigns' funds, then the foundation's general fund",
    }),
    categories: Type.Array(
      Type.Object({ category: DisbursementCategorySchema, label: Type.String(), money_out: Type.Integer() }),
    ),
  },
  { description: "The foundation's accounts over a date range" },
);

export const VerifyParamsSchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });

/** `GET /verify/:code`: a settled donation, without its donor, and its place in the chain. */
export const VerificationSchema = Type.Object(
  {
    code: Type.String(),
    amount: Type.Integer(),
    date: Type.String({ description: 'ISO 8601 time of the settlement (or the offline gift)' }),
    offline: Type.Boolean(),
    donation_id: Type.String({ description: 'Empty for a gift to the general fund' }),
    title: Type.String(),
    fund: LedgerFundSchema,
    counted: Type.Boolean({ description: "Counted in the campaign's collected total (not reversed, entry intact)" }),
    reversed: Type.Boolean(),
    intact: Type.Boolean({ description: 'Every entry from this one to the head recomputes to its stored hash' }),
    mismatch_seq: nullable(Type.Integer({ description: 'The first entry on the path that no longer matches' })),
    entry_seq: nullable(Type.Integer({ description: 'Null only for a donation not yet in the ledger' })),
    path: Type.Array(Type.String(), { description: "Hashes from this entry's to the head's, in chain order" }),
    head_hash: Type.String(),
    entry_count: Type.Integer(),
  },
  { description: 'What a receipt code proves' },
);

export const SnapshotParamsSchema = Type.Object({
  day: Type.String({ ...Day, format: 'date' }),
});

/** `GET /ledger/snapshots/:day`: every published campaign's head as recorded that day. */
export const LedgerSnapshotSchema = Type.Object(
  {
    day: Type.String({ description: 'YYYY-MM-DD (Asia/Jakarta)' }),
    campaigns: Type.Array(
      Type.Object({
        donation_id: Type.String(),
        title: Type.String(),
        entry_count: Type.Integer(),
        head_hash: Type.String(),
        collected: Type.Integer(),
        disbursed: Type.Integer(),
        taken_at: Type.String({ description: 'ISO 8601' }),
      }),
    ),
  },
  { description: "The day's published heads, one per campaign with entries" },
);

export const StatementParamsSchema = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });

export const ExportQuerySchema = DateRangeQuerySchema;

export const ReportParamsSchema = Type.Object({ month: Type.String({ pattern: '^\\d{4}-\\d{2}\\.pdf$' }) });
export const ReportQuerySchema = Type.Object({ campaign: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });

export const PdfFileSchema = {
  description: 'A PDF document',
  content: { 'application/pdf': { schema: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }) } },
};

export const CsvFileSchema = {
  description:
    'A CSV file: UTF-8 with a byte order mark, semicolon-separated (as Indonesian-locale Excel reads it), header row first, streamed',
  // The service sends a stream (any async iterable of chunks); clients read a string.
  content: { 'text/csv': { schema: Type.Unsafe<string | AsyncIterable<unknown>>({ type: 'string' }) } },
};

export const XlsxFileSchema = {
  description: 'An Excel workbook (.xlsx): one sheet, typed date and number cells, header row first, streamed',
  content: {
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
      schema: Type.Unsafe<Uint8Array | AsyncIterable<unknown>>({ type: 'string', format: 'binary' }),
    },
  },
};
