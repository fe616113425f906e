import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';
import type { Fund, LedgerFund } from '@yayasan/validation';
import type { TransactionTableRow, TransactionRow } from '../db/tables';

// Where the donation service's orders are read and written: every query on `transactions` lives here.

/**
 * Rupiah of the campaign's online orders still pending: each may yet settle without another check,
 * past its expiry too (a payment made in its last second is reported later, and the order stays
 * pending until Midtrans or the reconciler closes it), so an offline gift leaves room for all of them.
 */
export async function unpaidAmount(db: Knex, pk: number): Promise<number> {
  const row = await db('transactions').where({ donation_pk: pk, status: 'pending' }).sum({ unpaid: 'amount' }).first();
  return Number(row?.unpaid ?? 0);
}

/** Unpaid orders of these methods, with a payment and an account, whose deadline falls in (now, until]. */
export function pendingDueBetween(
  db: Db,
  now: Date,
  until: Date,
  methods: readonly string[],
): Promise<{ id: number; user_id: number }[]> {
  return db('transactions')
    .where('status', 'pending')
    .andWhere('expiry_time', '>', now)
    .andWhere('expiry_time', '<=', until)
    .whereIn('payment_method', methods)
    .whereNotNull('transaction_id')
    .whereNotNull('user_id')
    .select<{ id: number; user_id: number }[]>('id', 'user_id');
}

/** What an administrators' notice of a donation states of its order. */
export function paymentToAnnounce(
  db: Db,
  id: number,
): Promise<Pick<TransactionTableRow, 'order_id' | 'amount' | 'status' | 'donation_pk' | 'recorded_by'> | undefined> {
  return db('transactions').where({ id }).first('order_id', 'amount', 'status', 'donation_pk', 'recorded_by');
}

/** Settled donors of a campaign but the poster (a plain read: it locks none of the payments' rows). */
export async function settledDonorIds(
  trx: Db,
  campaignPk: number,
  statuses: readonly string[],
  except: number,
): Promise<number[]> {
  const rows = await trx('transactions')
    .distinct('user_id')
    .where('donation_pk', campaignPk)
    .whereIn('status', statuses)
    .whereNot('user_id', except);
  return rows.map((r) => Number(r.user_id));
}

/**
 * The ids of a page of the user's counted transactions by settlement time, in the given direction,
 * from the (user_id, counted, settled_at) index alone (InnoDB keeps the id in it).
 */
export async function countedIdsOfUser(
  db: Db,
  userId: number,
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<number[]> {
  return (
    await db('transactions')
      .where({ user_id: userId, counted: true })
      .orderBy('settled_at', page.order)
      .orderBy('id', page.order)
      .limit(page.limit)
      .offset(page.offset)
      .pluck('id')
  ).map(Number);
}

/** What a donor's history shows of one counted transaction and its campaign. */
export type HistoryRow = Pick<
  TransactionTableRow,
  'transaction_id' | 'order_id' | 'amount' | 'settled_at' | 'payment_method' | 'bank' | 'anonymous' | 'donor_name'
> & {
  donation_id: string;
  title: string;
};

/** These transactions with their campaign, in no particular order. */
export function historyRows(db: Db, ids: number[]): Promise<(HistoryRow & { id: number })[]> {
  return db('transactions')
    .join('donations', 'donations.id', 'transactions.donation_pk')
    .whereIn('transactions.id', ids)
    .select<(HistoryRow & { id: number })[]>(
      'transactions.id',
      'transactions.transaction_id',
      'transactions.order_id',
      'transactions.amount',
      'transactions.settled_at',
      'transactions.payment_method',
      'transactions.bank',
      'transactions.anonymous',
      'transactions.donor_name',
      'donations.donation_id',
      'donations.title',
    );
}

/** A receipt's transaction (settled: it has a code) with its campaign, which a general-fund gift has not. */
export type ReceiptRow = Pick<TransactionTableRow, 'id' | 'amount' | 'status' | 'channel'> & {
  settled_at: Date;
  pk: number;
  donation_id: string | null;
  title: string | null;
  fund: Fund | null;
};

/** The transaction of a receipt code with its campaign, if any. */
export function receiptRow(db: Db, code: string): Promise<ReceiptRow | undefined> {
  // A gift to the general fund has no campaign row (its chain key is GENERAL_FUND_PK).
  return db('transactions as t')
    .leftJoin('donations as d', 'd.id', 't.donation_pk')
    .where('t.receipt_code', code)
    .first<ReceiptRow | undefined>(
      't.id',
      't.amount',
      't.settled_at',
      't.status',
      't.channel',
      't.donation_pk as pk',
      'd.donation_id',
      'd.title',
      'd.fund',
    );
}

/** An order of a person's export with its campaign and prayer (a general-fund gift has no campaign). */
export type ExportRow = Pick<
  TransactionTableRow,
  | 'order_id'
  | 'transaction_id'
  | 'amount'
  | 'payment_method'
  | 'bank'
  | 'status'
  | 'anonymous'
  | 'donor_name'
  | 'receipt_code'
  | 'created_at'
  | 'settled_at'
> & { donation_id: string | null; title: string | null; message: string | null };

/** Every order the user made, in order, streamed row by row from the donor's index. */
export function streamOrdersOfUser(db: Db, userId: number) {
  return db('transactions as t')
    .leftJoin('donations as d', 'd.id', 't.donation_pk')
    .leftJoin('prayers as p', 'p.transaction_pk', 't.id')
    .where('t.user_id', userId)
    .orderBy('t.id')
    .select('t.order_id', 't.transaction_id', 't.amount', 't.payment_method', 't.bank', 't.status', 't.anonymous')
    .select('t.donor_name', 't.receipt_code', 't.created_at', 't.settled_at', 'd.donation_id', 'd.title')
    .select<ExportRow[]>('p.message')
    .stream();
}

/** Shows every order of the user under this name, anonymous and without an address; resolves to how many. */
export function anonymiseOrdersOfUser(db: Db, userId: number, name: string): Promise<number> {
  return db('transactions').where({ user_id: userId }).update({ donor_name: name, anonymous: true, donor_email: null });
}

/**
 * The first gift of each address among the campaign's offline gifts in these states whose donor agreed
 * to its news: one per address.
 */
export function offlineNewsGiftIds(
  trx: Db | Knex.Transaction,
  campaignPk: number,
  statuses: readonly string[],
): Promise<{ id: number }[]> {
  return trx('transactions')
    .where({ donation_pk: campaignPk, channel: 'offline', email_campaign_news: true })
    .whereIn('status', statuses)
    .whereNotNull('donor_email')
    .groupBy('donor_email')
    .select<{ id: number }[]>(trx.raw('MIN(id) AS id'));
}

/** An offline gift's row, if it exists. */
export function findOfflineGift(db: Db, id: number): Promise<TransactionTableRow | undefined> {
  return db('transactions').where({ id, channel: 'offline' }).first();
}

/** The address an offline gift was recorded with, if any. */
export async function offlineGiftEmail(db: Db, id: number): Promise<string | null | undefined> {
  return (await db('transactions').where({ id, channel: 'offline' }).first('donor_email'))?.donor_email;
}

/** Turns campaign news off for every offline gift recorded with this address. */
export async function stopOfflineNewsOfEmail(db: Db, email: string): Promise<void> {
  await db('transactions').where({ channel: 'offline', donor_email: email }).update({ email_campaign_news: false });
}

/** An online order with its campaign's public id and title. */
export type OrderWithCampaign = TransactionRow & { donation_id: string; title: string };

const withCampaignColumns = ['t.*', 'd.donation_id', 'd.title'];

/** The user's online orders (with a gateway transaction) joined to their campaign. */
const ordersOfUser = (db: Db, userId: number) =>
  db('transactions as t')
    .join('donations as d', 'd.id', 't.donation_pk')
    .where('t.user_id', userId)
    .whereNotNull('t.transaction_id');

/** The user's pending online orders, soonest deadline first. */
export function pendingOrdersOfUser(db: Db, userId: number, limit: number): Promise<OrderWithCampaign[]> {
  return ordersOfUser(db, userId)
    .where('t.status', 'pending')
    .orderBy('t.expiry_time', 'asc')
    .limit(limit)
    .select<OrderWithCampaign[]>(withCampaignColumns);
}

/** The user's online orders that expired, were cancelled or denied since an instant, newest first. */
export function endedOrdersOfUser(db: Db, userId: number, since: Date, limit: number): Promise<OrderWithCampaign[]> {
  return ordersOfUser(db, userId)
    .whereIn('t.status', ['expire', 'cancel', 'deny'])
    .andWhere('t.created_at', '>=', since)
    .orderBy('t.created_at', 'desc')
    .limit(limit)
    .select<OrderWithCampaign[]>(withCampaignColumns);
}

/** A charged order with its campaign, by the transaction's row id or order id. */
export function chargedOrderWithCampaign(
  db: Db,
  where: { id: number } | { order_id: string },
): Promise<OrderWithCampaign | undefined> {
  const key = 'id' in where ? { 't.id': where.id } : { 't.order_id': where.order_id };
  return db('transactions as t')
    .join('donations as d', 'd.id', 't.donation_pk')
    .where(key)
    .whereNotNull('t.transaction_id')
    .first<OrderWithCampaign | undefined>(withCampaignColumns);
}

/**
 * Claims a batch of pending orders that have not changed since `staleBefore` or are past their expiry,
 * and whose last claim is older than `leaseBefore`: locked with SKIP LOCKED, so replicas take disjoint
 * batches, and marked with the claim time. Call inside the claim's own transaction.
 */
export async function claimPendingOrders(
  trx: Knex.Transaction,
  claim: { staleBefore: Date; leaseBefore: Date; now: Date; batch: number },
): Promise<string[]> {
  const { staleBefore, leaseBefore, now } = claim;
  const rows = await trx('transactions')
    .where({ status: 'pending' })
    .andWhere((w) => w.where('updated_at', '<=', staleBefore).orWhere('expiry_time', '<=', now))
    .andWhere((w) => w.whereNull('reconciled_at').orWhere('reconciled_at', '<=', leaseBefore))
    .orderBy('updated_at')
    .limit(claim.batch)
    .forUpdate()
    .skipLocked()
    .select('id', 'order_id');
  if (rows.length) {
    await trx('transactions')
      .whereIn(
        'id',
        rows.map((r) => r.id),
      )
      .update({ reconciled_at: now });
  }
  return rows.map((r) => r.order_id);
}

/** An order's payment deadline, if the order exists. */
export async function orderExpiry(db: Db, orderId: string): Promise<Date | null | undefined> {
  return (await db('transactions').where({ order_id: orderId }).first('expiry_time'))?.expiry_time;
}

/** A transaction's row, if it exists. */
export function transactionById(db: Db, id: number): Promise<TransactionTableRow | undefined> {
  return db('transactions').where({ id }).first();
}

/** The first `limit` transactions in these states, settled once, that have no receipt code, by id. */
export async function idsWithoutReceiptCode(db: Knex, states: readonly string[], limit: number): Promise<number[]> {
  return (
    await db('transactions')
      .whereNull('receipt_code')
      .whereNotNull('settled_at')
      .whereIn('status', states)
      .orderBy('id', 'asc')
      .limit(limit)
      .select('id')
  ).map((r) => Number(r.id));
}

/** Gives each transaction its code, in one statement. */
export async function setReceiptCodes(db: Knex, ids: number[], codes: string[]): Promise<void> {
  await db.raw(
    `UPDATE transactions SET receipt_code = CASE id ${ids.map(() => 'WHEN ? THEN ?').join(' ')} END WHERE id IN (${ids.map(() => '?').join(',')})`,
    [...ids.flatMap((id, i) => [id, codes[i]]), ...ids],
  );
}

/** The campaigns that have a transaction in these states, settled once. */
export function campaignsWithSettled(db: Knex, states: readonly string[]): Promise<{ donation_pk: number }[]> {
  return db('transactions').whereNotNull('settled_at').whereIn('status', states).distinct('donation_pk');
}

/** A settled (or once settled) transaction as the ledger's backfill chains it. */
export interface SettledRow {
  id: number;
  amount: number | string;
  status: string;
  channel: string | null;
  /** Never null: only settled transactions are read. */
  settled_at: Date;
  updated_at: Date;
  recorded_by: number | null;
}

/**
 * Up to `limit` of the campaign's transactions in these states, settled once, that have no ledger entry
 * yet, in settlement order (then id), after the cursor.
 */
export function unchainedSettled(
  trx: Knex.Transaction,
  pk: number,
  states: readonly string[],
  cursor: { settled_at: Date; id: number } | null,
  limit: number,
): Promise<SettledRow[]> {
  return trx('transactions as t')
    .where('t.donation_pk', pk)
    .whereNotNull('t.settled_at')
    .whereIn('t.status', states)
    .modify((q) => {
      if (cursor) {
        q.where((w) =>
          w
            .where('t.settled_at', '>', cursor.settled_at)
            .orWhere((e) => e.where('t.settled_at', cursor.settled_at).where('t.id', '>', cursor.id)),
        );
      }
    })
    .whereNotExists(function () {
      this.select(trx.raw('1')).from('ledger_entries as e').whereRaw('e.transaction_pk = t.id');
    })
    .orderBy([
      { column: 't.settled_at', order: 'asc' },
      { column: 't.id', order: 'asc' },
    ])
    .limit(limit)
    .select<SettledRow[]>('t.id', 't.amount', 't.status', 't.channel', 't.settled_at', 't.updated_at', 't.recorded_by');
}

/** The row id of an order, if it exists. */
export async function orderPkOf(db: Db, orderId: string): Promise<number | undefined> {
  return (await db('transactions').where({ order_id: orderId }).first('id'))?.id;
}

/** A pending online order as a charge answer recorded it, before its settlement. */
export interface NewOrder {
  order_id: string;
  transaction_id: string;
  donation_pk: number;
  user_id: number;
  donor_name: string;
  anonymous: boolean;
  amount: number;
  payment_method: string;
  bank: string | null;
  status: 'pending';
  midtrans_response: string;
  expiry_time: Date;
  created_at: Date;
  pledge_id: number | null;
  pledge_month: string | null;
}

export async function insertOrder(db: Db, order: NewOrder): Promise<void> {
  await db('transactions').insert(order);
}

/** An order's row, locked (SELECT … FOR UPDATE) until the transaction ends; undefined when it does not exist. */
export function lockOrder(trx: Knex.Transaction, orderId: string): Promise<TransactionTableRow | undefined> {
  return trx('transactions').where({ order_id: orderId }).forUpdate().first();
}

export async function updateTransaction(
  trx: Knex.Transaction,
  id: number,
  changes: Partial<TransactionTableRow> & { last_notification?: string },
): Promise<void> {
  await trx('transactions').where({ id }).update(changes);
}

/** Marks a gift refunded; `id` null (an entry without a transaction) changes nothing. */
export async function markRefunded(trx: Knex.Transaction, id: number | null, now: Date): Promise<void> {
  await trx('transactions').where('id', id).update({ status: 'refund', updated_at: now });
}

/** A gift received outside Midtrans, settled as it is recorded. */
export type OfflineGift = Pick<
  TransactionTableRow,
  | 'order_id'
  | 'donation_pk'
  | 'donor_name'
  | 'anonymous'
  | 'amount'
  | 'payment_method'
  | 'listed'
  | 'donor_email'
  | 'note'
  | 'proof'
  | 'recorded_by'
  | 'receipt_code'
  | 'email_campaign_news'
  | 'settled_at'
  | 'created_at'
  | 'updated_at'
>;

/** Resolves to the gift's row id. */
export async function insertOfflineGift(trx: Knex.Transaction, gift: OfflineGift): Promise<number> {
  const [transactionPk] = await trx('transactions').insert({
    order_id: gift.order_id,
    transaction_id: null,
    donation_pk: gift.donation_pk,
    user_id: null,
    donor_name: gift.donor_name,
    anonymous: gift.anonymous,
    amount: gift.amount,
    payment_method: gift.payment_method,
    bank: null,
    status: 'settlement',
    channel: 'offline',
    listed: gift.listed,
    donor_email: gift.donor_email,
    note: gift.note,
    proof: gift.proof,
    recorded_by: gift.recorded_by,
    receipt_code: gift.receipt_code,
    email_campaign_news: gift.email_campaign_news,
    settled_at: gift.settled_at,
    created_at: gift.created_at,
    updated_at: gift.updated_at,
  });
  return transactionPk;
}

/** Sum of the campaign's pending orders whose payment deadline is still ahead. */
export async function unexpiredPendingAmount(db: Db, donationPk: number, now: Date): Promise<number> {
  const row = await db('transactions')
    .where({ donation_pk: donationPk, status: 'pending' })
    .andWhere('expiry_time', '>', now)
    .sum({ reserved: 'amount' })
    .first();
  return Number(row?.reserved ?? 0);
}

/** A donor's order before it is charged. */
export type PendingOrderRow = Pick<
  TransactionTableRow,
  | 'order_id'
  | 'donation_pk'
  | 'user_id'
  | 'donor_name'
  | 'anonymous'
  | 'amount'
  | 'payment_method'
  | 'bank'
  | 'created_at'
  | 'expiry_time'
> &
  Partial<Pick<TransactionTableRow, 'pledge_id' | 'pledge_month'>>;

/** Records a pending order; resolves to its row id. */
export async function insertPendingOrder(trx: Knex.Transaction, order: PendingOrderRow): Promise<number> {
  const [transactionPk] = await trx('transactions').insert({ ...order, status: 'pending' });
  return transactionPk;
}

/** The order while it is pending and was never charged (no gateway transaction). */
const unchargedOrder = (db: Db, orderId: string) =>
  db('transactions').where({ order_id: orderId, status: 'pending' }).whereNull('transaction_id');

/** The row id of the order while it is pending and was never charged, as a subquery. */
export const unchargedOrderIds = (db: Db, orderId: string) => unchargedOrder(db, orderId).select('id');

/** Deletes the order if it is pending and was never charged. */
export async function deleteUnchargedOrder(db: Db, orderId: string): Promise<void> {
  await unchargedOrder(db, orderId).del();
}

/** Keeps the gateway's answer to the order's charge. */
export async function recordCharge(
  db: Db,
  orderId: string,
  charge: { transaction_id: string | null; midtrans_response: string; expiry_time: Date; updated_at: Date },
): Promise<void> {
  await db('transactions').where({ order_id: orderId }).update(charge);
}

/** The transaction with this gateway id, if any. */
export function transactionByGatewayId(db: Db, transactionId: string): Promise<TransactionTableRow | undefined> {
  return db('transactions').where({ transaction_id: transactionId }).first();
}

/** A donation of a donor's statement, with its campaign's title and fund. */
export interface StatementRow {
  settled_at: Date;
  amount: unknown;
  receipt_code: string | null;
  title: string;
  fund: LedgerFund;
}

/** The user's counted donations settled in [start, end), oldest first. */
export function countedDonationsOfUser(
  db: Knex,
  userId: number,
  range: { start: Date; end: Date },
): Promise<StatementRow[]> {
  return db('transactions as t')
    .join('donations as d', 'd.id', 't.donation_pk')
    .where({ 't.user_id': userId, 't.counted': true })
    .where('t.settled_at', '>=', range.start)
    .where('t.settled_at', '<', range.end)
    .orderBy('t.settled_at', 'asc')
    .select<StatementRow[]>('t.settled_at', 't.amount', 't.receipt_code', 'd.title', 'd.fund');
}

/**
 * The donations of a date range (by the day each was ordered or, offline, given), online and offline,
 * every state, read from a streamed query.
 */
export function donationsQuery(db: Knex, range: { start: Date; end: Date }): Readable {
  // A gift to the general fund has no campaign row: it is listed under the fund's name. The outer
  // join makes the planner start from transactions, where a wide range would tempt it into a full
  // scan and a sort; the range's own index already gives the export's order.
  return db
    .from(db.raw('?? AS t FORCE INDEX (??)', ['transactions', 'transactions_created_idx']))
    .leftJoin('donations as d', 'd.id', 't.donation_pk')
    .where('t.created_at', '>=', range.start)
    .where('t.created_at', '<', range.end)
    .orderBy('t.created_at', 'asc')
    .orderBy('t.id', 'asc')
    .select(
      't.order_id',
      't.transaction_id',
      't.receipt_code',
      't.channel',
      't.payment_method',
      't.bank',
      't.status',
      't.amount',
      't.donor_name',
      't.anonymous',
      't.created_at',
      't.settled_at',
      'd.donation_id',
      'd.title',
      'd.fund',
    )
    .stream();
}

/** What arrived per pledge month from a first month on: donations in these states linked to a pledge month. */
export function pledgeArrivalsByMonth(
  db: Db,
  first: string,
  statuses: readonly string[],
): Promise<{ month: string; n: number | string | null }[]> {
  // A linked donation's month, its status and amount are one index (transactions_pledge_month_idx).
  return db('transactions')
    .where('pledge_month', '>=', first)
    .whereIn('status', statuses)
    .groupBy('pledge_month')
    .select<{ month: string; n: number | string | null }[]>('pledge_month as month', db.raw('SUM(amount) AS n'));
}

/** The pledge and month an order pays, if the order exists. */
export function pledgeLinkOfOrder(
  db: Db,
  orderId: string,
): Promise<Pick<TransactionTableRow, 'pledge_id' | 'pledge_month'> | undefined> {
  return db('transactions').where({ order_id: orderId }).first('pledge_id', 'pledge_month');
}

/** An order's state, if the order exists. */
export async function orderStatus(db: Db, orderId: string): Promise<TransactionTableRow['status'] | undefined> {
  return (await db('transactions').where({ order_id: orderId }).first('status'))?.status;
}

/** A subscription's charge, recorded pending (already charged: it holds no room in the campaign). */
export type SubscriptionChargeRow = Pick<
  TransactionTableRow,
  'order_id' | 'transaction_id' | 'donation_pk' | 'user_id' | 'donor_name' | 'anonymous' | 'amount' | 'payment_method'
> & { created_at: Date; pledge_id: number; pledge_month: string };

/**
 * Records the charge unless its order is there already (INSERT IGNORE); resolves to the new row's id,
 * or 0 when nothing was inserted.
 */
export async function insertChargeUnlessKnown(trx: Knex.Transaction, charge: SubscriptionChargeRow): Promise<number> {
  const [transactionPk] = await trx('transactions')
    .insert({
      order_id: charge.order_id,
      transaction_id: charge.transaction_id,
      donation_pk: charge.donation_pk,
      user_id: charge.user_id,
      donor_name: charge.donor_name,
      anonymous: charge.anonymous,
      amount: charge.amount,
      payment_method: charge.payment_method,
      bank: null,
      status: 'pending',
      created_at: charge.created_at,
      // Already charged: it holds no room in the campaign while the ledger applies it.
      expiry_time: null,
      pledge_id: charge.pledge_id,
      pledge_month: charge.pledge_month,
    })
    .onConflict('order_id')
    .ignore();
  return transactionPk;
}

/**
 * Transactions rows in these states that paid the month of its pledge in the outer query's
 * `pledge_months` row (named `monthRow`: its alias or the table), as a subquery.
 */
export const paidDonationOfMonth = (db: Db | Knex.Transaction, statuses: readonly string[], monthRow = 'pm') =>
  db('transactions')
    .select(db.raw('1'))
    .whereRaw(`transactions.pledge_id = ${monthRow}.pledge_id`)
    .whereRaw(`transactions.pledge_month = ${monthRow}.month`)
    .whereIn('transactions.status', statuses);

/** The donations in these states that paid months of these pledges, oldest settlement first. */
export function paidPledgeDonations(
  db: Db,
  pledgeIds: number[],
  statuses: readonly string[],
): Promise<Pick<TransactionTableRow, 'pledge_id' | 'pledge_month' | 'amount' | 'order_id'>[]> {
  return db('transactions')
    .whereIn('pledge_id', pledgeIds)
    .whereIn('status', statuses)
    .orderBy('settled_at')
    .select('pledge_id', 'pledge_month', 'amount', 'order_id');
}

/** Whether a donation in these states paid the pledge's month. */
export async function hasDonationForPledgeMonth(
  db: Db | Knex.Transaction,
  pledgeId: number,
  month: string,
  statuses: readonly string[],
): Promise<boolean> {
  const paid = await db('transactions')
    .where({ pledge_id: pledgeId, pledge_month: month })
    .whereIn('status', statuses)
    .first('id');
  return Boolean(paid);
}
