import type { Knex } from 'knex';
import {
  PLEDGE_AUTOMATIC_PAYMENT_TYPES,
  PLEDGE_MESSAGES,
  PLEDGE_MONTHS_SHOWN,
  type Pledge,
  type PledgeCreateBody,
  type PledgeMonth,
  type PledgePatchBody,
  type PledgePayPrefill,
} from '@yayasan/contracts';
import { badRequest, conflict, notFound, withDeadlockRetry, type AuthUser, type Db } from '@yayasan/service-kit';
import { checkDonationAmountAlone, checkPrayerMessage } from '@yayasan/validation';
import type { PledgeTableRow, CampaignRow } from '../db/tables';
import { campaignStatus } from './campaigns';
import { SUCCESSFUL } from './ledger';
import { jakartaMonth, nextDueDate } from './pledge-calendar';
import { queuePledgeChangeMail, type PledgeChange } from './pledge-mail-jobs';
import { campaignsByPk, donationIdOf, findCampaign, findCampaignByDonationId } from '../repositories/donations';
import { deleteUnpaidWaitingMonths, monthsOfPledges, openMonth, setWaitingAmount } from '../repositories/pledge-months';
import {
  deleteUnlinkedPledge,
  insertPledge,
  lockOwnPledge,
  ownPledge,
  pledgesOfUser,
  updatePledgeIfUnchanged,
} from '../repositories/pledges';
import { hasDonationForPledgeMonth, paidPledgeDonations } from '../repositories/transactions';

/**
 * A donor's monthly pledges: creation, the donor's changes with their state rules, the answer the
 * donor sees, and the checks of a donation that pays a pledge month. Every state change is one
 * conditional UPDATE from the state it was read in, so a change racing another (or the campaign-end
 * pass) is refused rather than applied twice; each change queues its confirmation mail in the same
 * database transaction.
 */

export type PledgeRow = PledgeTableRow;

/**
 * What an automatic pledge asks of Midtrans's subscriptions (pledge-subscriptions.ts). Each call
 * changes Midtrans first and throws an HttpError (502) when Midtrans fails, leaving the pledge as it was.
 */
export interface PledgeSubscriptions {
  /** Sets up the new pledge's subscription (card) or its GoPay linking; updates the row's state. */
  start(db: Db, pledge: PledgeRow, input: Pick<PledgeCreateBody, 'saved_token_id' | 'gopay_phone'>): Promise<void>;
  /** After the donor linked GoPay: checks the account and creates the subscription. */
  activate(db: Db, pledge: PledgeRow): Promise<void>;
  disable(pledge: PledgeRow): Promise<void>;
  enable(pledge: PledgeRow): Promise<void>;
  update(pledge: PledgeRow, changes: { amount: number; day_of_month: number }): Promise<void>;
}

const campaignRunning = (campaign: CampaignRow, now: Date) =>
  !campaign.draft && campaignStatus(campaign, now) === 'Open';

/** A running campaign by its public id: 404 when unknown, 409 when it is not running. */
async function runningCampaign(db: Db | Knex.Transaction, donationId: string, now: Date): Promise<CampaignRow> {
  const campaign = await findCampaignByDonationId(db, donationId);
  if (!campaign || campaign.draft) throw notFound('Donasi tidak ditemukan');
  if (!campaignRunning(campaign, now)) throw conflict(PLEDGE_MESSAGES.campaignNotRunning);
  return campaign;
}

function checkAmount(amount: number): void {
  const problem = checkDonationAmountAlone(amount);
  if (problem) throw badRequest(problem);
}

/** The months of the given pledges that came due or were paid, newest first, at most PLEDGE_MONTHS_SHOWN each. */
async function monthsOf(db: Db, pledgeIds: number[]): Promise<Map<number, PledgeMonth[]>> {
  const byPledge = new Map<number, Map<string, PledgeMonth>>();
  const put = (pledgeId: number, m: PledgeMonth) => {
    const months = byPledge.get(pledgeId) ?? new Map<string, PledgeMonth>();
    byPledge.set(pledgeId, months);
    const known = months.get(m.month);
    // A settled donation of the month makes it paid, whatever the row said when it was last looked at.
    if (!known || m.state === 'paid') months.set(m.month, m);
  };
  if (pledgeIds.length) {
    const rows = await monthsOfPledges(db, pledgeIds);
    for (const r of rows) {
      // 'paid' rows are confirmed below from the donation itself.
      const state = r.state === 'missed' ? 'missed' : 'waiting';
      put(Number(r.pledge_id), { month: r.month, state, amount: null, order_id: null });
    }
    const paid = await paidPledgeDonations(db, pledgeIds, SUCCESSFUL);
    for (const t of paid) {
      put(Number(t.pledge_id), {
        month: t.pledge_month!,
        state: 'paid',
        amount: Number(t.amount),
        order_id: t.order_id,
      });
    }
  }
  const answer = new Map<number, PledgeMonth[]>();
  for (const [id, months] of byPledge) {
    answer.set(id, [...months.values()].sort((a, b) => (a.month < b.month ? 1 : -1)).slice(0, PLEDGE_MONTHS_SHOWN));
  }
  return answer;
}

type PledgeWithCampaign = PledgeRow & { campaign: CampaignRow };

function toPledge(p: PledgeWithCampaign, months: PledgeMonth[], now: Date): Pledge {
  const currentPaid = months.some((m) => m.month === jakartaMonth(now) && m.state === 'paid');
  return {
    id: Number(p.id),
    campaign: {
      id: p.campaign.donation_id,
      title: p.campaign.title,
      status: campaignRunning(p.campaign, now) ? 'running' : 'ended',
    },
    amount: Number(p.amount),
    day_of_month: Number(p.day_of_month),
    way: p.way,
    payment_type: p.payment_type,
    prayer: p.prayer,
    is_anonymous: Boolean(p.is_anonymous),
    state: p.state,
    pause_reason: p.state === 'paused' ? p.pause_reason : null,
    next_date: p.state === 'active' ? nextDueDate(Number(p.day_of_month), now, currentPaid) : null,
    created_at: new Date(p.created_at).toISOString(),
    activation_url: p.state === 'linking' ? p.activation_url : null,
    months,
  };
}

async function withCampaigns(db: Db, rows: PledgeRow[]): Promise<PledgeWithCampaign[]> {
  const campaignPks = [...new Set(rows.map((r) => r.donation_pk))];
  const campaigns = await campaignsByPk(db, campaignPks);
  const byPk = new Map(campaigns.map((c) => [Number(c.id), c]));
  return rows.flatMap((r) => {
    const campaign = byPk.get(Number(r.donation_pk));
    return campaign ? [{ ...r, campaign }] : [];
  });
}

/** The caller's pledges, newest first. */
export async function listPledges(db: Db, userId: number, now = new Date()): Promise<Pledge[]> {
  const rows = await pledgesOfUser(db, userId);
  const pledges = await withCampaigns(db, rows);
  const months = await monthsOf(
    db,
    pledges.map((p) => Number(p.id)),
  );
  return pledges.map((p) => toPledge(p, months.get(Number(p.id)) ?? [], now));
}

/** The caller's own pledge row, or 404 (someone else's is not told apart from a missing one). */
export async function ownPledgeRow(db: Db | Knex.Transaction, userId: number, pledgeId: number): Promise<PledgeRow> {
  const row = await ownPledge(db, userId, pledgeId);
  if (!row) throw notFound(PLEDGE_MESSAGES.notFound);
  return row;
}

/** The caller's pledge as answered. */
export async function getPledge(db: Db, userId: number, pledgeId: number, now = new Date()): Promise<Pledge> {
  const row = await ownPledgeRow(db, userId, pledgeId);
  const [pledge] = await withCampaigns(db, [row]);
  if (!pledge) throw notFound(PLEDGE_MESSAGES.notFound);
  const months = await monthsOf(db, [Number(row.id)]);
  return toPledge(pledge, months.get(Number(row.id)) ?? [], now);
}

export interface PledgeDeps {
  /** Midtrans subscriptions for automatic pledges; absent where they are not offered. */
  subscriptions?: PledgeSubscriptions;
  now?: Date;
}

/** Creates a pledge; a reminder pledge is active at once, an automatic one after its subscription is set up. */
export async function createPledge(db: Db, user: AuthUser, body: PledgeCreateBody, deps: PledgeDeps = {}) {
  const now = deps.now ?? new Date();
  checkAmount(body.amount);
  const prayerProblem = checkPrayerMessage(body.prayer);
  if (prayerProblem) throw badRequest(prayerProblem);
  const automatic = body.way === 'automatic';
  if (automatic) {
    if (!PLEDGE_AUTOMATIC_PAYMENT_TYPES.some((t) => t === body.payment_type))
      throw badRequest(PLEDGE_MESSAGES.automaticPaymentType);
    if (body.payment_type === 'credit_card' && !body.saved_token_id)
      throw badRequest(PLEDGE_MESSAGES.savedTokenRequired);
    if (body.payment_type === 'gopay' && !body.gopay_phone) throw badRequest(PLEDGE_MESSAGES.gopayPhoneRequired);
    if (!deps.subscriptions) throw badRequest(PLEDGE_MESSAGES.automaticUnavailable);
  }
  const campaign = await runningCampaign(db, body.campaign_id, now);
  const prayer = body.prayer?.trim() || null;
  const id = await db.transaction(async (trx) => {
    const pledgeId = await insertPledge(trx, {
      user_id: Number(user.id),
      donation_pk: campaign.id,
      amount: body.amount,
      day_of_month: body.day_of_month,
      way: body.way as PledgeRow['way'],
      payment_type: body.payment_type,
      prayer,
      is_anonymous: body.is_anonymous,
      // An automatic pledge counts once Midtrans has its subscription.
      state: automatic ? 'linking' : 'active',
      created_at: now,
      updated_at: now,
    });
    if (!automatic) {
      await openThisMonth(trx, Number(pledgeId), body.amount, now);
      await queuePledgeChangeMail(trx, Number(user.id), Number(pledgeId), 'created', now);
    }
    return Number(pledgeId);
  });
  if (automatic) {
    const row = await ownPledgeRow(db, Number(user.id), id);
    try {
      await deps.subscriptions!.start(db, row, { saved_token_id: body.saved_token_id, gopay_phone: body.gopay_phone });
    } catch (err) {
      // Midtrans refused or failed: no pledge was made.
      await deleteUnlinkedPledge(db, id);
      throw err;
    }
    await queuePledgeChangeMail(db, Number(user.id), id, 'created', now);
  }
  return getPledge(db, Number(user.id), id, now);
}

/**
 * A reminder pledge's gift of this month, open as soon as the pledge is made (or active again): payable
 * at once, reminded on its day, or at the next pass when the day has passed. Later months open on their day.
 */
async function openThisMonth(trx: Knex.Transaction, pledgeId: number, amount: number, now: Date) {
  await openMonth(trx, { pledgeId, month: jakartaMonth(now), amount, now });
}

/**
 * Moves the pledge from one of `from` to the changes, only if it is still in the state it was read in
 * (the conditional UPDATE), and queues the confirmation mail with it; 409 when someone else moved it first.
 */
async function moveIf(
  db: Db,
  row: PledgeRow,
  changes: Partial<PledgeRow>,
  change: PledgeChange,
  now: Date,
): Promise<void> {
  await withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      const moved = await updatePledgeIfUnchanged(trx, row, { ...changes, updated_at: now });
      if (!moved) throw conflict('Donasi rutin ini baru saja berubah. Muat ulang halaman dan coba lagi');
      if (changes.state === 'active' && row.way === 'reminder') {
        await openThisMonth(trx, Number(row.id), Number(changes.amount ?? row.amount), now);
      }
      // A pledge no longer active owes nothing more: its open month, unless paid, is no longer due
      // (resuming opens it again).
      if (changes.state === 'paused' || changes.state === 'stopped') {
        await deleteUnpaidWaitingMonths(trx, row.id, SUCCESSFUL);
      }
      await queuePledgeChangeMail(trx, Number(row.user_id), Number(row.id), change, now);
    }),
  );
}

function refuseStopped(row: PledgeRow): void {
  if (row.state === 'stopped') throw conflict(PLEDGE_MESSAGES.alreadyStopped);
}

/** Pauses an active pledge (the donor's pause); an automatic one's subscription is disabled first. */
export async function pausePledge(db: Db, user: AuthUser, pledgeId: number, deps: PledgeDeps = {}) {
  const now = deps.now ?? new Date();
  const row = await ownPledgeRow(db, Number(user.id), pledgeId);
  refuseStopped(row);
  if (row.state === 'linking') throw conflict(PLEDGE_MESSAGES.stillLinking);
  if (row.state !== 'active') throw conflict(PLEDGE_MESSAGES.notActive);
  if (row.subscription_id) await requireSubscriptions(deps).disable(row);
  await moveIf(db, row, { state: 'paused', pause_reason: 'donor' }, 'paused', now);
  return getPledge(db, Number(user.id), pledgeId, now);
}

/** Resumes a paused pledge, unless its campaign has ended (the donor chooses another one or stops). */
export async function resumePledge(db: Db, user: AuthUser, pledgeId: number, deps: PledgeDeps = {}) {
  const now = deps.now ?? new Date();
  const row = await ownPledgeRow(db, Number(user.id), pledgeId);
  refuseStopped(row);
  if (row.state !== 'paused') throw conflict(PLEDGE_MESSAGES.notPaused);
  const campaign = await findCampaign(db, row.donation_pk);
  if (!campaign || !campaignRunning(campaign, now)) throw conflict(PLEDGE_MESSAGES.campaignEndedResume);
  if (row.subscription_id) await requireSubscriptions(deps).enable(row);
  await moveIf(db, row, { state: 'active', pause_reason: null }, 'resumed', now);
  return getPledge(db, Number(user.id), pledgeId, now);
}

/** Stops a pledge for good; an automatic one's subscription is disabled first. */
export async function stopPledge(db: Db, user: AuthUser, pledgeId: number, deps: PledgeDeps = {}) {
  const now = deps.now ?? new Date();
  const row = await ownPledgeRow(db, Number(user.id), pledgeId);
  refuseStopped(row);
  // A paused automatic pledge's subscription is disabled already.
  if (row.subscription_id && row.state === 'active') await requireSubscriptions(deps).disable(row);
  await moveIf(db, row, { state: 'stopped', pause_reason: null, stopped_at: now }, 'stopped', now);
  return getPledge(db, Number(user.id), pledgeId, now);
}

/** Completes an automatic GoPay pledge once the donor linked the account. */
export async function activatePledge(db: Db, user: AuthUser, pledgeId: number, deps: PledgeDeps = {}) {
  const now = deps.now ?? new Date();
  const row = await ownPledgeRow(db, Number(user.id), pledgeId);
  refuseStopped(row);
  if (row.state !== 'linking') throw conflict('Donasi rutin ini sudah aktif');
  await requireSubscriptions(deps).activate(db, row);
  const after = await ownPledgeRow(db, Number(user.id), pledgeId);
  if (after.state === 'active') await queuePledgeChangeMail(db, Number(user.id), pledgeId, 'activated', now);
  return getPledge(db, Number(user.id), pledgeId, now);
}

function requireSubscriptions(deps: PledgeDeps): PledgeSubscriptions {
  if (!deps.subscriptions) throw badRequest(PLEDGE_MESSAGES.automaticUnavailable);
  return deps.subscriptions;
}

/**
 * Changes the amount, the day or the campaign. Moving a pledge paused by its campaign's end to a
 * running campaign makes it active again; an automatic pledge's subscription is updated first.
 */
export async function changePledge(
  db: Db,
  user: AuthUser,
  pledgeId: number,
  body: PledgePatchBody,
  deps: PledgeDeps = {},
) {
  const now = deps.now ?? new Date();
  const row = await ownPledgeRow(db, Number(user.id), pledgeId);
  refuseStopped(row);
  if (row.state === 'linking') throw conflict(PLEDGE_MESSAGES.stillLinking);
  const changes: Partial<PledgeRow> = {};
  if (body.amount !== undefined && body.amount !== Number(row.amount)) {
    checkAmount(body.amount);
    changes.amount = body.amount;
  }
  if (body.day_of_month !== undefined && body.day_of_month !== Number(row.day_of_month)) {
    changes.day_of_month = body.day_of_month;
  }
  let reopen = false;
  if (body.campaign_id !== undefined) {
    const campaign = await runningCampaign(db, body.campaign_id, now);
    if (campaign.id !== Number(row.donation_pk)) {
      changes.donation_pk = campaign.id;
      reopen = row.state === 'paused' && row.pause_reason === 'campaign_ended';
    }
  }
  if (!Object.keys(changes).length) throw badRequest(PLEDGE_MESSAGES.noChange);
  if (row.subscription_id && (changes.amount !== undefined || changes.day_of_month !== undefined)) {
    await requireSubscriptions(deps).update(row, {
      amount: changes.amount ?? Number(row.amount),
      day_of_month: changes.day_of_month ?? Number(row.day_of_month),
    });
  }
  if (reopen && row.subscription_id) await requireSubscriptions(deps).enable(row);
  await moveIf(db, row, reopen ? { ...changes, state: 'active', pause_reason: null } : changes, 'changed', now);
  // The month waiting now asks for the new amount.
  if (changes.amount !== undefined) {
    await setWaitingAmount(db, { pledgeId: row.id, month: jakartaMonth(now), amount: changes.amount, now });
  }
  return getPledge(db, Number(user.id), pledgeId, now);
}

/** Whether a settled donation paid the pledge's month. */
export async function isPledgeMonthPaid(db: Db | Knex.Transaction, pledgeId: number, month: string) {
  return hasDonationForPledgeMonth(db, pledgeId, month, SUCCESSFUL);
}

/**
 * The months a pledge can be paid for: from the month it was made up to the current one (paying
 * ahead of the day is welcome; later months are not due yet).
 */
function checkPayableMonth(row: PledgeRow, month: string, now: Date): void {
  const first = jakartaMonth(new Date(row.created_at));
  if (month < first || month > jakartaMonth(now)) throw badRequest(PLEDGE_MESSAGES.monthNotDue);
}

/** GET /pledges/:id/months/:month/pay: what the one-tap link fills the donate page with. */
export async function pledgePayPrefill(
  db: Db,
  user: AuthUser,
  pledgeId: number,
  month: string,
  now = new Date(),
): Promise<PledgePayPrefill> {
  const row = await ownPledgeRow(db, Number(user.id), pledgeId);
  refuseStopped(row);
  checkPayableMonth(row, month, now);
  if (await isPledgeMonthPaid(db, pledgeId, month)) throw conflict(PLEDGE_MESSAGES.monthPaid);
  const campaignId = await donationIdOf(db, row.donation_pk);
  if (campaignId === undefined) throw notFound(PLEDGE_MESSAGES.notFound);
  return {
    campaign_id: campaignId,
    amount: Number(row.amount),
    payment_type: row.payment_type,
    prayer: row.prayer,
    is_anonymous: Boolean(row.is_anonymous),
    pledge_id: Number(row.id),
    month,
  };
}

/**
 * Checks a donation that says it pays a pledge month (inside the payment's transaction, after the
 * campaign's lock): the donor's own pledge, on this campaign, not stopped, a payable month not paid yet.
 * Answers the columns to store on the donation.
 */
export async function pledgeLinkOf(
  trx: Knex.Transaction,
  userId: number,
  campaignPk: number,
  link: { pledge_id?: number; month?: string },
  now: Date,
): Promise<{ pledge_id: number; pledge_month: string } | Record<string, never>> {
  if (link.pledge_id === undefined && link.month === undefined) return {};
  if (link.pledge_id === undefined || link.month === undefined) throw badRequest(PLEDGE_MESSAGES.pledgeMonthIncomplete);
  const row = await lockOwnPledge(trx, userId, link.pledge_id);
  if (!row) throw badRequest(PLEDGE_MESSAGES.notFound);
  if (Number(row.donation_pk) !== campaignPk) throw badRequest(PLEDGE_MESSAGES.pledgeOtherCampaign);
  refuseStopped(row);
  checkPayableMonth(row, link.month, now);
  if (await isPledgeMonthPaid(trx, link.pledge_id, link.month)) throw conflict(PLEDGE_MESSAGES.monthPaid);
  return { pledge_id: link.pledge_id, pledge_month: link.month };
}
