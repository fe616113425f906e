import { Type, type TSchema } from '@sinclair/typebox';
import { CARD_TOKEN_PATTERN, DONATION_AMOUNT_BOUNDS } from '@yayasan/validation';
import { BANKS, PAYMENT_METHODS, STORES, type Bank, type PaymentMethod, type Store } from '../payment-choices';
import { PLEDGE_MONTH_PATTERN } from '../pledge-rules';

/**
 * The donation service's wire format as TypeBox schemas (spec §3 of the donations document): the
 * service validates requests and serializes answers with them, the OpenAPI document is generated from
 * them, and the browser uses the types derived here (re-exported type-only by `api/donation.ts`, so
 * no schema code reaches a browser bundle).
 *
 * Answers are serialized with these schemas, which drop any field not listed and coerce types: every
 * field a route answers is listed here, in the order the route writes it.
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// ---- campaigns -------------------------------------------------------------------------------------

export const CampaignStatusSchema = Type.Union([Type.Literal('Open'), Type.Literal('Closed')]);

export const CampaignUpdateSchema = Type.Object({
  update_id: Type.String(),
  update_title: Type.String(),
  update_description: Type.String(),
  update_thumbnail: Type.String(),
});

/** A successful donation as a campaign's page lists it ('Hamba Allah' for an anonymous donor). */
export const DonorEntrySchema = Type.Object({
  name: Type.String(),
  donation_date: Type.String({ description: 'ISO 8601 time of the settlement' }),
  donation_amount: Type.Number({ description: 'Rupiah' }),
});

/** A campaign as the server answers it; percentage, remaining amount and status are derived there. */
export const CampaignSchema = Type.Object(
  {
    donation_id: Type.String(),
    title: Type.String(),
    description: Type.String(),
    content: Type.String(),
    thumbnail: Type.String(),
    target_amount: Type.Number({ description: 'Rupiah' }),
    total_collected: Type.Number({ description: 'Rupiah, from settled donations only' }),
    percentage_collected: Type.Integer({
      description: 'floor(total_collected ÷ target_amount × 100): whole percents, 100 when the target is met',
    }),
    remaining_amount: Type.Number({ description: 'Rupiah' }),
    status: CampaignStatusSchema,
    fund: Type.Optional(Type.String({ description: 'The fund the campaign collects for (infaq, sedekah, a program)' })),
    draft: Type.Boolean(),
    regular_programme: Type.Optional(
      Type.Boolean({
        description: "Whether the campaign is the foundation's regular programme (Program Donasi Rutin)",
      }),
    ),
    created_at: Type.String({ description: 'ISO 8601' }),
    expiry_time: Type.String({ description: 'ISO 8601' }),
    updates: Type.Optional(
      Type.Array(CampaignUpdateSchema, {
        description: 'The Initial Update first, then the newest news posts, newest first (details only)',
      }),
    ),
    successful_donors_details: Type.Optional(
      Type.Array(DonorEntrySchema, { description: 'The latest successful donations, newest first (details only)' }),
    ),
    donor_count: Type.Optional(
      Type.Integer({ description: 'How many donations count toward the campaign, online and offline' }),
    ),
  },
  { description: 'The campaign' },
);

/** One page of campaigns (`GET /get-donation`). */
export const CampaignPageSchema = Type.Object(
  {
    donations: Type.Array(CampaignSchema),
    currentPage: Type.Number(),
    totalPages: Type.Number(),
    totalDonations: Type.Number(),
  },
  { description: 'One page of campaigns, newest first' },
);

/** A campaign's public link and its QR code (`GET /donation/detail/:id/share`). */
export const CampaignShareSchema = Type.Object(
  {
    link: Type.String(),
    qrCodeImageUrl: Type.String({ description: 'The link as a PNG data URL' }),
  },
  { description: "The campaign's public link" },
);

export const CampaignIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The orders of a campaign list ("Manajemen Donasi" sorts by its figures); newest first by default. */
export const CAMPAIGN_SORTS = ['newest', 'collected', 'target', 'percentage', 'donors', 'ending'] as const;

export const CampaignListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1 })),
  draft: Type.Optional(Type.Boolean({ default: false })),
  status: Type.Optional(CampaignStatusSchema),
  sort: Type.Optional(
    Type.Union(
      CAMPAIGN_SORTS.map((s) => Type.Literal(s)),
      {
        description:
          'newest (default), collected, target, percentage (collected ÷ target) or donors: the largest first; ending: the nearest end first',
      },
    ),
  ),
  order: Type.Optional(
    Type.Union([Type.Literal('asc'), Type.Literal('desc')], {
      description: "Reverses the sort's natural direction when given against it",
    }),
  ),
});

/**
 * A campaign to create or the fields to change. Fields with a message of their own in the spec stay
 * loose here and are checked by the shared campaign rules; anything else a client sends is ignored.
 */
export const CampaignBodySchema = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 255 })),
  description: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
  thumbnail: Type.Optional(Type.String({ maxLength: 500 })),
  target_amount: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  expiry_time: Type.Optional(Type.String({ maxLength: 40 })),
  draft: Type.Optional(Type.Boolean()),
  regular_programme: Type.Optional(
    Type.Boolean({
      description:
        "Marks the campaign as the foundation's regular programme (a published running campaign; unmarks the other one)",
    }),
  ),
  fund: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'infaq (default), sedekah or a program; zakat is refused (shared rule)',
    }),
  ),
});

// ---- payments --------------------------------------------------------------------------------------

export { BANKS, PAYMENT_METHODS, STORES, type Bank, type PaymentMethod, type Store };
const StoreSchema = Type.Union(STORES.map((s) => Type.Literal(s)));

/**
 * A gift's amount as the shared amount rule (`@yayasan/validation`) states it: whole rupiah, at least
 * the minimum. The rule's last part, at most what remains of the target, needs the campaign: the
 * service checks it, and the page against the campaign it shows.
 */
export const DonationAmountSchema = Type.Integer({
  ...DONATION_AMOUNT_BOUNDS,
  description:
    "Whole rupiah, at least 10.000 and at most the campaign's remaining_amount; refused with the spec's messages",
});

/**
 * `POST /donation/:id/pay`. `amount` follows the shared amount rule, refused with its messages;
 * `name`/`username` are accepted and ignored except that the name 'Hamba Allah' marks the donation
 * anonymous.
 */
export const PayBodySchema = Type.Object({
  amount: DonationAmountSchema,
  payment_method: Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m))),
  bank: Type.Optional(Type.Union(BANKS.map((b) => Type.Literal(b)))),
  store: Type.Optional(StoreSchema),
  token_id: Type.Optional(
    Type.String({
      maxLength: 128,
      description: `Card payments: the one-time token the browser got from Midtrans's /v2/token (${CARD_TOKEN_PATTERN}); the card itself never reaches this site`,
    }),
  ),
  anonymous: Type.Optional(Type.Boolean()),
  name: Type.Optional(Type.String({ maxLength: 255 })),
  username: Type.Optional(Type.String({ maxLength: 255 })),
  message: Type.Optional(
    Type.String({
      maxLength: 4000,
      description:
        "The donor's optional prayer (≤ 280 characters, checked by the shared rule); shown once the payment settles",
    }),
  ),
  pledge_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: "With `month`: the donor's own pledge on this campaign the donation pays",
    }),
  ),
  month: Type.Optional(
    Type.String({
      pattern: PLEDGE_MONTH_PATTERN,
      description: "With `pledge_id`: the pledge's unpaid month ('YYYY-MM')",
    }),
  ),
});

/** The fields of Midtrans's charge answer that clients read; Midtrans sends others too. */
export interface MidtransChargeFields {
  status_code?: string;
  status_message?: string;
  transaction_id?: string;
  order_id?: string;
  gross_amount?: string;
  payment_type?: string;
  transaction_time?: string;
  transaction_status?: string;
  fraud_status?: string;
  /** 'YYYY-MM-DD HH:mm:ss', Asia/Jakarta (read with parseJakartaTime of @yayasan/format). */
  expiry_time?: string;
  /** The virtual account to pay (bank transfer). */
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  /** The QR image (QRIS, GoPay) and the wallet app's deeplink (GoPay, ShopeePay: 'deeplink-redirect'). */
  actions?: { name: string; method: string; url: string }[];
  /** The QRIS payload (QRIS): the site renders it as a picture of its own to save or share. */
  qr_string?: string;
  /** Card payments: the 3-D Secure page the donor's browser opens; Midtrans notifies the outcome. */
  redirect_url?: string;
  /** Card payments: the card's first six and last four digits. */
  masked_card?: string;
  /** Convenience stores: the code the cashier takes, and the store. */
  payment_code?: string;
  store?: string;
  [field: string]: unknown;
}

/**
 * Midtrans's charge answer, passed on whole: every field Midtrans sends, in Midtrans's own order (the
 * serializer writes it as it is; its known fields are those of `MidtransChargeFields`).
 */
export const MidtransChargeSchema = Type.Unsafe<MidtransChargeFields>({
  type: 'object',
  additionalProperties: true,
  description:
    "Midtrans's charge answer as Midtrans sent it: status_code, transaction_id, order_id, gross_amount, " +
    'payment_type, transaction_status, expiry_time, va_numbers (bank transfer), actions (QR image for QRIS ' +
    'and GoPay, deeplink-redirect for GoPay and ShopeePay), redirect_url (3-D Secure of a card), payment_code ' +
    'and store (Indomaret, Alfamart)…',
});

export const PayAnswerSchema = Type.Object(
  { midtrans_response: MidtransChargeSchema, transaction_id: Type.String(), order_id: Type.String() },
  { description: 'The pending order and what the donor needs to pay it' },
);

export const PaymentStatusParamsSchema = Type.Object({ transaction_id: Type.String({ minLength: 1, maxLength: 64 }) });

/** `GET /donation/payment-options`: what the donate page may offer beyond the methods every site has. */
export const PaymentOptionsSchema = Type.Object(
  {
    card: nullable(
      Type.Object({
        client_key: Type.String({ description: "The merchant's public Midtrans client key" }),
        token_url: Type.String({ description: "Midtrans's card token endpoint, called by the browser itself" }),
      }),
    ),
  },
  { description: 'Card payments are offered only when the site has a Midtrans client key' },
);

/** The ledger state of a transaction: 'settlement' or 'capture' is paid. */
export const PaymentStatusAnswerSchema = Type.Object(
  { payment_status: Type.String() },
  { description: "The transaction's ledger state" },
);

/** `GET /donation/payment/:order_id`. */
export const PaymentRecordParamsSchema = Type.Object({ order_id: Type.String({ minLength: 1, maxLength: 50 }) });

/** An unpaid (or just ended) donation as its donor sees it on any device. */
export const UnpaidDonationSchema = Type.Object({
  order_id: Type.String(),
  transaction_id: Type.String(),
  donation_id: Type.String(),
  title: Type.String(),
  amount: Type.Number({ description: 'Rupiah' }),
  payment_method: Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m))),
  bank: nullable(Type.Union(BANKS.map((b) => Type.Literal(b)))),
  store: Type.Optional(nullable(StoreSchema)),
  status: Type.String({ description: "The ledger state: 'pending', 'expire', 'cancel', 'settlement'…" }),
  expiry_time: nullable(Type.String({ description: 'ISO 8601: the deadline to pay' })),
  created_at: Type.String({ description: 'ISO 8601' }),
});

/** One payment as the server keeps it, with Midtrans's charge answer: what the payment screen shows. */
export const PaymentRecordSchema = Type.Object(
  { ...UnpaidDonationSchema.properties, midtrans_response: MidtransChargeSchema },
  { description: "The donor's payment, to resume it on any device" },
);

/** `GET /donation/pending`: the caller's unpaid donations, payable ones first (soonest deadline first). */
export const UnpaidDonationsSchema = Type.Object(
  { payments: Type.Array(UnpaidDonationSchema) },
  { description: "The caller's unpaid donations: pending ones, then those that ended unpaid in the last 7 days" },
);

/** A QRIS payment's code as a PNG from the site itself, so a phone can save it or share it to a wallet app. */
export const PaymentQrPngSchema = {
  description: 'The QRIS code as a 256×256 PNG',
  content: { 'image/png': { schema: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }) } },
};

/** Midtrans's HTTP notification: the fields the ledger reads; every other field is accepted and kept. */
export const MidtransNotificationSchema = Type.Object(
  {
    order_id: Type.String({ minLength: 1, maxLength: 50 }),
    status_code: Type.String({ maxLength: 8 }),
    gross_amount: Type.String({ maxLength: 32 }),
    signature_key: Type.String({ maxLength: 256 }),
    transaction_status: Type.String({ maxLength: 32 }),
    transaction_id: Type.Optional(Type.String({ maxLength: 64 })),
    fraud_status: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: true },
);

/** What became of a verified notification; every one of them is acknowledged with a 200. */
export const NotificationAnswerSchema = Type.Object(
  {
    status: Type.Literal('ok'),
    result: Type.Union(
      (['moved', 'unchanged', 'ignored', 'unknown', 'amount_mismatch'] as const).map((r) => Type.Literal(r)),
      { description: 'An unknown order or an amount mismatch is logged for a person to look at, nothing changes' },
    ),
  },
  { description: 'The notification is acknowledged' },
);

// ---- history and receipts --------------------------------------------------------------------------

export const HistoryParamsSchema = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });

export const HistoryQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** One successful donation in a user's history. */
export const HistoryDonationSchema = Type.Object({
  transaction_id: nullable(Type.String()),
  order_id: Type.String(),
  donation_amount: Type.Number({ description: 'Rupiah' }),
  donation_date: nullable(Type.String({ description: 'ISO 8601 time of the settlement' })),
  payment_method: Type.String({ description: 'The bank for a virtual account, else the payment type' }),
  anonymous: Type.Boolean(),
  name: Type.String(),
});

/** `GET /user/:username/transactions`: successful donations grouped by campaign, newest first. */
export const DonationHistorySchema = Type.Object(
  {
    transactions: Type.Array(
      Type.Object({ title: Type.String(), donation_id: Type.String(), donors: Type.Array(HistoryDonationSchema) }),
    ),
    total_amount: Type.Number({ description: 'Sum of every successful donation of the user (not only this page)' }),
    total_transactions: Type.Number(),
    currentPage: Type.Number(),
    totalPages: Type.Number(),
  },
  { description: "The user's successful donations" },
);

export const ReceiptParamsSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  trx_id: Type.String({ minLength: 1, maxLength: 64 }),
});

/** One of a user's transactions as a receipt shows it, read from the database only. */
export const ReceiptSchema = Type.Object(
  {
    transaction_id: Type.String(),
    order_id: Type.String(),
    donation_id: Type.String(),
    title: Type.String(),
    donation_amount: Type.Number({ description: 'Rupiah' }),
    donation_date: Type.String({ description: 'ISO 8601: the settlement, or the order while unpaid' }),
    payment_method: Type.String(),
    donor_name: Type.String(),
    anonymous: Type.Boolean(),
    status: Type.String({ description: 'The ledger state' }),
    receipt_code: Type.Optional(
      nullable(Type.String({ description: 'The public code to verify the donation at /verifikasi (once settled)' })),
    ),
  },
  { description: 'The receipt' },
);

/**
 * `POST /generate-invoice`. Other fields the original client sends (amount, name, method, date) are
 * accepted and ignored: a receipt shows only what the database holds.
 */
export const InvoiceLinkBodySchema = Type.Object(
  { trx_id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: true },
);

export const InvoiceLinkSchema = Type.Object(
  { url: Type.String() },
  { description: 'A short-lived signed link to the receipt PDF' },
);

export const InvoiceFileParamsSchema = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9._~-]{1,64}\\.pdf$' }) });

export const InvoiceFileQuerySchema = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 128 })),
});

/**
 * The receipt PDF (`GET /invoice/:trx_id.pdf`): bytes, sent as they are (Fastify never serializes a
 * Buffer), described as a binary string for OpenAPI.
 */
export const InvoicePdfSchema = {
  description: 'The receipt as a PDF',
  content: { 'application/pdf': { schema: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }) } },
};

// ---- campaign news ("Kabar Terbaru") ---------------------------------------------------------------

const PagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, description: 'Honoured up to 100' })),
};

export const CampaignNewsParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  update_id: Type.String({ minLength: 1, maxLength: 64 }),
});

export const CampaignNewsListQuerySchema = Type.Object(PagingQuery);

/**
 * A news post to create, or its new fields (`PUT` sends the whole post). The title, the body's blocks
 * and the amount keep their messages (shared campaign news rules), so they stay loose here.
 */
export const CampaignNewsBodySchema = Type.Object({
  title: Type.String({ maxLength: 1000 }),
  content: Type.Unknown({ description: 'The block document ({time, blocks}), as articles store it' }),
  pictures: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 })),
  disbursed_amount: Type.Optional(
    nullable(
      Type.Number({
        description:
          'No longer taken: a number answers 400 (the amount comes from the ledger; link a disbursement with `disbursement_seq`)',
      }),
    ),
  ),
  disbursement_seq: Type.Optional(
    nullable(
      Type.Number({
        description:
          "The campaign's disbursement the post reports (its `seq` in the campaign's ledger); null or absent: none",
      }),
    ),
  ),
  published_at: Type.Optional(Type.String({ maxLength: 40, description: 'ISO 8601; now when left out' })),
});

/** A campaign news post as the tab shows it. */
export const CampaignNewsSchema = Type.Object({
  update_id: Type.String(),
  title: Type.String(),
  content: Type.Unknown({ description: 'The cleaned block document ({time, blocks})' }),
  pictures: Type.Array(Type.String()),
  disbursed_amount: nullable(
    Type.Number({ description: 'Rupiah of the linked disbursement; null when none is linked or it was reversed' }),
  ),
  disbursement: nullable(
    Type.Object(
      {
        seq: Type.Integer({ description: "Its position in the campaign's ledger" }),
        amount: Type.Integer({ description: 'Rupiah' }),
        occurred_at: Type.String({ description: 'ISO 8601' }),
        description: nullable(Type.String()),
        reversed: Type.Boolean({ description: 'A reversal undid it (then it counts for nothing)' }),
      },
      { description: 'The disbursement of the ledger the post reports ("Dana disalurkan")' },
    ),
  ),
  published_at: Type.String({ description: 'ISO 8601' }),
  created_at: Type.String({ description: 'ISO 8601' }),
  updated_at: Type.String({ description: 'ISO 8601' }),
});

/** `GET /donation/:id/updates`: one page of a campaign's news, newest first. */
export const CampaignNewsPageSchema = Type.Object({
  updates: Type.Array(CampaignNewsSchema),
  currentPage: Type.Number(),
  totalPages: Type.Number(),
  totalUpdates: Type.Number(),
});

export const DeletedSchema = Type.Object({ deleted: Type.Boolean() });

// ---- donors' prayers ("Doa & dukungan") ------------------------------------------------------------

export const PrayerParamsSchema = Type.Object({ prayer_id: Type.String({ minLength: 1, maxLength: 64 }) });

export const PrayerListQuerySchema = Type.Object(PagingQuery);

/** A settled donation's prayer on the campaign's wall. */
export const PrayerSchema = Type.Object({
  prayer_id: Type.String(),
  name: Type.String({ description: "The donor's name, or 'Hamba Allah' when anonymous" }),
  message: Type.String(),
  amin_count: Type.Number(),
  amin_by_user: Type.Boolean({ description: 'Whether the signed-in caller said Aamiin (false when signed out)' }),
  hidden: Type.Boolean({ description: 'True only in the answer to an administrator hiding it' }),
  created_at: Type.String({ description: 'ISO 8601 time the payment settled' }),
});

/** `GET /donation/:id/prayers`: one page of visible prayers, newest first. */
export const PrayerPageSchema = Type.Object({
  prayers: Type.Array(PrayerSchema),
  currentPage: Type.Number(),
  totalPages: Type.Number(),
  totalPrayers: Type.Number(),
});

/** `POST /donation/prayers/:prayer_id/amin`: toggles, or sets with `amin`. */
export const AminBodySchema = Type.Object({ amin: Type.Optional(Type.Boolean()) });
export const AminAnswerSchema = Type.Object({ amin_by_user: Type.Boolean(), amin_count: Type.Number() });

/** `PUT /donation/prayers/:prayer_id` (administrators). */
export const PrayerVisibilityBodySchema = Type.Object({ hidden: Type.Boolean() });
