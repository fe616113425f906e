import type { Knex } from 'knex';
import type { PledgeNotificationsBody } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import { campaignIdAndTitle } from '../repositories/donations';
import { enqueueMailJobs, type NewMailJob } from '../repositories/mail-jobs';
import { findPledge } from '../repositories/pledges';

/**
 * What pledges promise their donors, stored in the mail outbox (mail-jobs.ts) in the same database
 * transaction as the change that promises it, unique per (kind, ref):
 * - 'pledge-change': the confirmation of a pledge made or changed (ref: pledge, change and time);
 *   the payload is the pledge as it was then, so a later change never rewrites an earlier mail.
 * - 'pledge-reminder': a month's reminder (ref: '<pledge>:<month>:<1|2>'), so one is never sent twice.
 * - 'pledge-campaign-ended': the ask to choose another campaign or stop (ref: '<pledge>:<campaign pk>').
 * - 'pledge-notice': the site notification of a reminder or of the campaign's end, which the blog
 *   service keeps (its `ref` is the notice's, the blog service notifies once per ref).
 */

export type PledgeChange = 'created' | 'changed' | 'paused' | 'resumed' | 'stopped' | 'activated';

/** The pledge as a confirmation mail states it. */
export interface PledgeMailSnapshot {
  change: PledgeChange;
  pledge_id: number;
  campaign_id: string;
  campaign_title: string;
  amount: number;
  day_of_month: number;
  way: 'reminder' | 'automatic';
  payment_type: string;
  state: string;
}

export async function queuePledgeChangeMail(
  db: Db | Knex.Transaction,
  userId: number,
  pledgeId: number,
  change: PledgeChange,
  now: Date,
): Promise<void> {
  const pledge = await findPledge(db, pledgeId);
  if (!pledge) return;
  const campaign = await campaignIdAndTitle(db, pledge.donation_pk);
  const payload: PledgeMailSnapshot = {
    change,
    pledge_id: pledgeId,
    campaign_id: campaign?.donation_id ?? '',
    campaign_title: campaign?.title ?? '',
    amount: Number(pledge.amount),
    day_of_month: Number(pledge.day_of_month),
    way: pledge.way,
    payment_type: pledge.payment_type,
    state: pledge.state,
  };
  await enqueueMailJobs(db, [
    { kind: 'pledge-change', ref: `${pledgeId}:${change}:${now.getTime()}`, userId, payload },
  ]);
}

/** A month's reminder: the mail and the site notification, each once per (pledge, month, which). */
export function pledgeReminderJobs(
  notice: Omit<PledgeNotificationsBody, 'ref' | 'kind'> & { month: string },
  which: 1 | 2,
): NewMailJob[] {
  const ref = `${notice.pledge_id}:${notice.month}:${which}`;
  const body: PledgeNotificationsBody = { ...notice, kind: 'reminder', ref: `pledge-${ref}` };
  return [
    { kind: 'pledge-reminder', ref, userId: notice.user_id, payload: { ...body, which } },
    { kind: 'pledge-notice', ref: body.ref, userId: notice.user_id, payload: body },
  ];
}

/** The campaign's end told once per pledge and campaign: the mail and the site notification. */
export function pledgeCampaignEndedJobs(
  notice: Omit<PledgeNotificationsBody, 'ref' | 'kind' | 'month'>,
  campaignPk: number,
): NewMailJob[] {
  const ref = `${notice.pledge_id}:${campaignPk}`;
  const body: PledgeNotificationsBody = { ...notice, month: null, kind: 'campaign_ended', ref: `pledge-end-${ref}` };
  return [
    { kind: 'pledge-campaign-ended', ref, userId: notice.user_id, payload: body },
    { kind: 'pledge-notice', ref: body.ref, userId: notice.user_id, payload: body },
  ];
}
