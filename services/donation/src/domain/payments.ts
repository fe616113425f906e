import { randomBytes } from 'node:crypto';
import { ANONYMOUS_DONOR_NAME, PAYMENT_EXPIRY_MINUTES, paths, type PayBody, type Receipt } from '@yayasan/contracts';
import type { FastifyInstance } from 'fastify';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  parseJson,
  withDeadlockRetry,
  type Db,
} from '@yayasan/service-kit';
import type { AuthUser } from '@yayasan/service-kit';
import {
  CARD_MESSAGES,
  LIMITS,
  OFFLINE_METHOD_LABELS,
  checkCardToken,
  checkDonationAmount,
  checkMethodAmount,
  isOfflineMethod,
} from '@yayasan/validation';
import { formatRupiah, parseJakartaTime } from '@yayasan/format';
import { campaignStatus, remainingAmount } from './campaigns';
import { applyGatewayState, isSuccessful } from './ledger';
import { enqueueMailJobs } from '../repositories/mail-jobs';
import { ignoreLedger, type LedgerObserver } from './payment-metrics';
import { pledgeLinkOf } from './pledges';
import { prayerMessageOf } from './prayers';
import { MidtransGateway, type MidtransBody, type PaymentMethod } from './midtrans';
import { campaignIdAndTitle, lockCampaignByDonationId } from '../repositories/donations';
import { deletePrayersOf, savePrayer } from '../repositories/prayers';
import {
  deleteUnchargedOrder,
  insertPendingOrder,
  recordCharge,
  transactionByGatewayId,
  unchargedOrderIds,
  unexpiredPendingAmount,
} from '../repositories/transactions';
import { donorContactOf } from '../repositories/user-contacts';
import type { CampaignRow, TransactionRow } from '../db/tables';

export const CAMPAIGN_NOT_FOUND = 'Donasi tidak ditemukan';
export const CAMPAIGN_CLOSED = 'Donasi Telah Selesai';
export const TRANSACTION_NOT_FOUND = 'Transaksi tidak ditemukan';
export const NOT_YOUR_TRANSACTION = 'Anda tidak memiliki akses ke transaksi ini';
export const CHARGE_FAILED = 'Gagal membuat pembayaran, coba lagi nanti';

/** A unique order id within Midtrans's limits (≤ 50 characters of [A-Za-z0-9-_~.]). */
export function newOrderId(prefix = 'DON'): string {
  return `${prefix}-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** Public name of a donation: 'Hamba Allah' when anonymous, else the donor's own name. */
export function donorName(
  fullname: string,
  input: Pick<PayBody, 'anonymous' | 'name'>,
): { name: string; anonymous: boolean } {
  const anonymous = input.anonymous === true || input.name?.trim() === ANONYMOUS_DONOR_NAME;
  return { name: anonymous ? ANONYMOUS_DONOR_NAME : fullname || ANONYMOUS_DONOR_NAME, anonymous };
}

interface DonorUser {
  id: number;
  fullname: string;
  email: string | null;
  username: string;
}

async function donorUser(db: Db, user: AuthUser): Promise<DonorUser> {
  const row = await donorContactOf(db, user.id);
  return row ?? { id: Number(user.id), fullname: user.username, email: '', username: user.username };
}

/** The donation's own payment page, where a wallet app returns the donor and where any device resumes it. */
export const paymentPageUrl = (publicUrl: string, donationId: string, orderId: string) =>
  `${publicUrl}${paths.donate(donationId)}?order=${encodeURIComponent(orderId)}`;

/** Told to a donor whose amount no longer fits because other donors' unpaid orders hold the rest. */
export function reservedMessage(available: number): string {
  return available >= LIMITS.donationMinimum
    ? `Sebagian sisa target sedang menunggu pembayaran donatur lain. Saat ini Anda dapat berdonasi paling banyak ${formatRupiah(available)} rupiah`
    : 'Sisa target donasi ini sedang menunggu pembayaran donatur lain. Silakan coba lagi nanti';
}

/** Sum of the campaign's pending orders that can still be paid: they hold their share of the remainder. */
export async function reservedAmount(db: Db, donationPk: number, now: Date): Promise<number> {
  return unexpiredPendingAmount(db, donationPk, now);
}

interface PendingOrder {
  transactionPk: number;
  orderId: string;
  campaign: CampaignRow;
  orderedAt: Date;
  expiresAt: Date;
}

/**
 * Checks the campaign and amount and records the pending order, with the campaign row locked
 * (SELECT … FOR UPDATE): payments of one campaign pass here one at a time, so settled plus unpaid
 * pending orders never exceed the target.
 */
function reserveOrder(db: Db, donationId: string, donor: DonorUser, input: PayBody): Promise<PendingOrder> {
  return withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      const campaign = await lockCampaignByDonationId(trx, donationId);
      if (!campaign || campaign.draft) throw notFound(CAMPAIGN_NOT_FOUND);
      const now = new Date();
      if (campaignStatus(campaign, now) !== 'Open') throw conflict(CAMPAIGN_CLOSED);
      const remaining = remainingAmount(Number(campaign.total_collected), Number(campaign.target_amount));
      const amountError = checkDonationAmount(input.amount, remaining);
      if (amountError) throw badRequest(amountError);
      const available = remaining - (await reservedAmount(trx, campaign.id, now));
      if (input.amount > available) throw conflict(reservedMessage(available));

      // A donation paying a pledge's month carries it (checked: the donor's pledge, this campaign, unpaid).
      const pledgeLink = await pledgeLinkOf(trx, donor.id, campaign.id, input, now);
      const { name, anonymous } = donorName(donor.fullname, input);
      const orderId = newOrderId();
      const expiresAt = new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES[input.payment_method] * 60_000);
      const transactionPk = await insertPendingOrder(trx, {
        order_id: orderId,
        donation_pk: campaign.id,
        user_id: donor.id,
        donor_name: name,
        anonymous,
        amount: input.amount,
        payment_method: input.payment_method,
        bank: input.payment_method === 'bank_transfer' ? input.bank! : null,
        created_at: now,
        expiry_time: expiresAt,
        ...pledgeLink,
      });
      const message = prayerMessageOf(input.message);
      if (message) await savePrayer(trx, { transactionPk, donationPk: campaign.id, message, createdAt: now });
      return { transactionPk, orderId, campaign, orderedAt: now, expiresAt };
    }),
  );
}

/** Methods whose number stays payable for hours: their instructions are mailed at once, and a reminder before the deadline. */
export const MAILED_METHODS: readonly PaymentMethod[] = ['bank_transfer', 'cstore'];

/** Midtrans refuses a card token that is unknown, used already or timed out with status 411. */
const isRefusedCardToken = (err: unknown) =>
  typeof err === 'object' && err !== null && 'httpStatusCode' in err && String(err.httpStatusCode ?? '') === '411';

/** What a method needs besides the amount: a bank, a store, a card token; and the amount the method may carry. */
function checkMethodInput(input: PayBody): void {
  if (input.payment_method === 'bank_transfer' && !input.bank)
    throw badRequest('Data tidak valid: pilih bank untuk virtual account');
  if (input.payment_method === 'cstore' && !input.store)
    throw badRequest('Data tidak valid: pilih Indomaret atau Alfamart');
  if (input.payment_method === 'credit_card') {
    const tokenProblem = checkCardToken(input.token_id);
    if (tokenProblem) throw badRequest(tokenProblem);
  }
  const overMethod = checkMethodAmount(input.payment_method, input.amount);
  if (overMethod) throw badRequest(overMethod);
}

export interface PaymentContext {
  log: FastifyInstance['log'];
  observe?: LedgerObserver;
  /** The site's origin: wallet apps return the donor to the donation's payment page there. */
  publicUrl?: string;
}

export interface PaymentStarted {
  midtrans_response: MidtransBody;
  transaction_id: string;
  order_id: string;
}

/**
 * Starts a payment: reserves the amount with a pending order (before charging, so that an early
 * notification finds it), charges through Midtrans with the same expiry, and keeps the full answer;
 * a payment that stays payable for hours queues its instructions mail.
 */
export async function startPayment(
  db: Db,
  gateway: MidtransGateway,
  donationId: string,
  user: AuthUser,
  input: PayBody,
  { log, observe = ignoreLedger, publicUrl }: PaymentContext,
): Promise<PaymentStarted> {
  checkMethodInput(input);
  prayerMessageOf(input.message);
  const donor = await donorUser(db, user);
  const { transactionPk, orderId, campaign, orderedAt, expiresAt } = await reserveOrder(db, donationId, donor, input);
  const bank = input.payment_method === 'bank_transfer' ? input.bank! : null;

  let response: MidtransBody;
  try {
    response = await gateway.charge({
      orderId,
      amount: input.amount,
      method: input.payment_method,
      bank: bank ?? undefined,
      ...(input.payment_method === 'cstore' && { store: input.store }),
      ...(input.payment_method === 'credit_card' && { tokenId: input.token_id }),
      itemId: campaign.donation_id.slice(0, 50),
      itemName: campaign.title,
      customer: { first_name: donor.fullname.slice(0, 255), ...(donor.email ? { email: donor.email } : {}) },
      orderTime: orderedAt,
      expiryMinutes: PAYMENT_EXPIRY_MINUTES[input.payment_method],
      ...(publicUrl && { callbackUrl: paymentPageUrl(publicUrl, campaign.donation_id, orderId) }),
    });
  } catch (err) {
    log.error({ err, orderId }, 'Midtrans charge failed');
    await deletePrayersOf(db, unchargedOrderIds(db, orderId));
    await deleteUnchargedOrder(db, orderId);
    if (isRefusedCardToken(err)) throw badRequest(CARD_MESSAGES.tokenInvalid);
    throw new HttpError(502, CHARGE_FAILED);
  }
  await recordCharge(db, orderId, {
    transaction_id: response.transaction_id ?? null,
    midtrans_response: JSON.stringify(response),
    expiry_time: parseJakartaTime(response.expiry_time) ?? expiresAt,
    updated_at: new Date(),
  });
  // An answer that is already final (rare for these methods) goes through the same transition code.
  if (response.transaction_status && response.transaction_status !== 'pending') {
    observe(await applyGatewayState(db, { ...response, order_id: orderId }));
  }
  if (MAILED_METHODS.includes(input.payment_method) && response.transaction_status === 'pending') {
    await enqueueMailJobs(db, [{ kind: 'payment-instructions', ref: String(transactionPk), userId: donor.id }]);
  }
  return { midtrans_response: response, transaction_id: String(response.transaction_id ?? ''), order_id: orderId };
}

export async function findTransaction(db: Db, transactionId: string): Promise<TransactionRow | undefined> {
  const row = await transactionByGatewayId(db, transactionId);
  if (row) row.amount = Number(row.amount);
  return row;
}

/** The donor or an administrator; anyone else is refused. */
export function assertOwnerOrAdmin(user: AuthUser, row: Pick<TransactionRow, 'user_id'>): void {
  if (!user.isAdmin && Number(row.user_id) !== Number(user.id)) throw forbidden(NOT_YOUR_TRANSACTION);
}

/** The donor transaction or 404, refusing other users with 403. */
export async function ownTransaction(db: Db, user: AuthUser, transactionId: string): Promise<TransactionRow> {
  const row = await findTransaction(db, transactionId);
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  assertOwnerOrAdmin(user, row);
  return row;
}

/** What a receipt shows, read from the database only. */
export type ReceiptData = Receipt;

/** The method as receipts and history show it: the bank for a virtual account, else the payment type. */
export const methodLabel = (row: Pick<TransactionRow, 'payment_method' | 'bank'>) =>
  row.payment_method === 'bank_transfer' && row.bank ? row.bank : row.payment_method;

export async function receiptData(db: Db, row: TransactionRow): Promise<ReceiptData> {
  const campaign = await campaignIdAndTitle(db, row.donation_pk);
  return {
    transaction_id: row.transaction_id ?? '',
    order_id: row.order_id,
    donation_id: campaign?.donation_id ?? '',
    title: campaign?.title ?? '',
    donation_amount: Number(row.amount),
    donation_date: new Date(row.settled_at ?? row.created_at).toISOString(),
    // An offline gift's receipt says so, with how it was received.
    payment_method:
      row.channel === 'offline'
        ? `Donasi luring (${isOfflineMethod(row.payment_method) ? OFFLINE_METHOD_LABELS[row.payment_method] : row.payment_method})`
        : methodLabel(row),
    donor_name: row.donor_name,
    anonymous: Boolean(row.anonymous),
    status: row.status,
    receipt_code: row.receipt_code ?? null,
  };
}

export const isPaid = (row: Pick<TransactionRow, 'status'>) => isSuccessful(row.status);

/** The stored charge answer, for clients that resume a payment. */
export const storedResponse = (row: TransactionRow) => parseJson<MidtransBody | null>(row.midtrans_response, null);
