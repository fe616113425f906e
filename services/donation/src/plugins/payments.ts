import { randomBytes } from 'node:crypto';
import type { Receipt } from '@yayasan/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, forbidden, HttpError, notFound, parseJson, type Db } from '@yayasan/service-kit';
import type { AuthUser } from '@yayasan/service-kit';
import { LIMITS, MESSAGES, donationMaximumMessage } from '@yayasan/validation';
import { formatRupiah } from '@yayasan/format';
import { campaignStatus, findCampaignByDonationId, remainingAmount } from './campaigns';
import { applyGatewayState, isSuccessful, type TransactionRow } from './ledger';
import { MidtransGateway, parseMidtransTime, type Bank, type MidtransBody, type PaymentMethod } from './midtrans';

export const ANONYMOUS_NAME = 'Hamba Allah';
export const CAMPAIGN_NOT_FOUND = 'Donasi tidak ditemukan';
export const CAMPAIGN_CLOSED = 'Donasi Telah Selesai';
export const TRANSACTION_NOT_FOUND = 'Transaksi tidak ditemukan';
export const NOT_YOUR_TRANSACTION = 'Anda tidak memiliki akses ke transaksi ini';
export const CHARGE_FAILED = 'Gagal membuat pembayaran, coba lagi nanti';

/** A unique order id within Midtrans's limits (≤ 50 characters of [A-Za-z0-9-_~.]). */
export function newOrderId(prefix = 'DON'): string {
  return `${prefix}-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

export interface PayInput {
  amount: number;
  payment_method: PaymentMethod;
  bank?: Bank;
  anonymous?: boolean;
  name?: string;
}

/** Public name of a donation: 'Hamba Allah' when anonymous, else the donor's own name. */
export function donorName(
  fullname: string,
  input: Pick<PayInput, 'anonymous' | 'name'>,
): { name: string; anonymous: boolean } {
  const anonymous = input.anonymous === true || input.name?.trim() === ANONYMOUS_NAME;
  return { name: anonymous ? ANONYMOUS_NAME : fullname || ANONYMOUS_NAME, anonymous };
}

/** The amount rules of spec §5, checked by the server against the campaign's remaining amount. */
export function checkAmount(amount: number, remaining: number): string | null {
  if (amount < LIMITS.donationMinimum) return MESSAGES.donationMinimum;
  if (amount > remaining) return donationMaximumMessage(formatRupiah(remaining));
  return null;
}

interface DonorUser {
  id: number;
  fullname: string;
  email: string;
  username: string;
}

async function donorUser(db: Db, user: AuthUser): Promise<DonorUser> {
  const row = (await db('users').where({ id: user.id }).first('id', 'fullname', 'email', 'username')) as
    DonorUser | undefined;
  return row ?? { id: Number(user.id), fullname: user.username, email: '', username: user.username };
}

/**
 * Starts a payment: checks the campaign and amount, records the pending order (before charging, so
 * that an early notification finds it), charges through Midtrans, and keeps the full answer.
 */
export async function startPayment(
  db: Db,
  gateway: MidtransGateway,
  donationId: string,
  user: AuthUser,
  input: PayInput,
  log: FastifyInstance['log'],
): Promise<{ midtrans_response: MidtransBody; transaction_id: string; order_id: string }> {
  const campaign = await findCampaignByDonationId(db, donationId);
  if (!campaign || campaign.draft) throw notFound(CAMPAIGN_NOT_FOUND);
  if (campaignStatus(campaign) !== 'Open') throw conflict(CAMPAIGN_CLOSED);
  if (!Number.isSafeInteger(input.amount)) throw badRequest('Data tidak valid: amount harus bilangan bulat rupiah');
  const amountError = checkAmount(
    input.amount,
    remainingAmount(Number(campaign.total_collected), Number(campaign.target_amount)),
  );
  if (amountError) throw badRequest(amountError);
  if (input.payment_method === 'bank_transfer' && !input.bank)
    throw badRequest('Data tidak valid: pilih bank untuk virtual account');

  const donor = await donorUser(db, user);
  const { name, anonymous } = donorName(donor.fullname, input);
  const orderId = newOrderId();
  const bank = input.payment_method === 'bank_transfer' ? input.bank! : null;
  await db('transactions').insert({
    order_id: orderId,
    donation_pk: campaign.id,
    user_id: donor.id,
    donor_name: name,
    anonymous,
    amount: input.amount,
    payment_method: input.payment_method,
    bank,
    status: 'pending',
  });

  let response: MidtransBody;
  try {
    response = await gateway.charge({
      orderId,
      amount: input.amount,
      method: input.payment_method,
      bank: bank ?? undefined,
      itemId: campaign.donation_id.slice(0, 50),
      itemName: campaign.title,
      customer: { first_name: donor.fullname.slice(0, 255), ...(donor.email ? { email: donor.email } : {}) },
    });
  } catch (err) {
    log.error({ err, orderId }, 'Midtrans charge failed');
    await db('transactions').where({ order_id: orderId, status: 'pending' }).whereNull('transaction_id').del();
    throw new HttpError(502, CHARGE_FAILED);
  }
  await db('transactions')
    .where({ order_id: orderId })
    .update({
      transaction_id: response.transaction_id ?? null,
      midtrans_response: JSON.stringify(response),
      expiry_time: parseMidtransTime(response.expiry_time),
      updated_at: new Date(),
    });
  // An answer that is already final (rare for these methods) goes through the same transition code.
  if (response.transaction_status && response.transaction_status !== 'pending') {
    await applyGatewayState(db, { ...response, order_id: orderId });
  }
  return { midtrans_response: response, transaction_id: String(response.transaction_id ?? ''), order_id: orderId };
}

export async function findTransaction(db: Db, transactionId: string): Promise<TransactionRow | undefined> {
  const row = (await db('transactions').where({ transaction_id: transactionId }).first()) as TransactionRow | undefined;
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
  const campaign = (await db('donations').where({ id: row.donation_pk }).first('donation_id', 'title')) as
    { donation_id: string; title: string } | undefined;
  return {
    transaction_id: row.transaction_id ?? '',
    order_id: row.order_id,
    donation_id: campaign?.donation_id ?? '',
    title: campaign?.title ?? '',
    donation_amount: Number(row.amount),
    donation_date: new Date(row.settled_at ?? row.created_at).toISOString(),
    payment_method: methodLabel(row),
    donor_name: row.donor_name,
    anonymous: Boolean(row.anonymous),
    status: row.status,
  };
}

export const isPaid = (row: Pick<TransactionRow, 'status'>) => isSuccessful(row.status);

/** The stored charge answer, for clients that resume a payment. */
export const storedResponse = (row: TransactionRow) => parseJson<MidtransBody | null>(row.midtrans_response, null);
