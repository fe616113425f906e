import type { PledgeNotificationsBody } from '@yayasan/contracts';
import { parseJson, type Db, type Mail } from '@yayasan/service-kit';
import type { MailJobRow } from '../repositories/mail-jobs';
import { pledgeStateOf } from '../repositories/pledges';
import { pledgeCampaignEndedMail, pledgeChangeMail, pledgeReminderMail } from './pledge-mail';
import type { PledgeMailSnapshot } from './pledge-mail-jobs';
import { isPledgeMonthPaid } from './pledges';

export const isPledgeMailKind = (kind: MailJobRow['kind']) =>
  kind === 'pledge-change' || kind === 'pledge-reminder' || kind === 'pledge-campaign-ended';

/**
 * The mail of a pledge's job, or why it is not sent: a reminder of a month paid meanwhile, or of a
 * pledge no longer active, asks for nothing; a campaign-end mail after the donor already moved on neither.
 */
export async function composePledgeMail(
  db: Db,
  job: MailJobRow,
  to: { email: string; fullname: string },
  siteUrl: string,
): Promise<Mail | { skip: string }> {
  if (job.kind === 'pledge-change') {
    const snapshot = parseJson<PledgeMailSnapshot | null>(job.payload, null);
    return snapshot ? pledgeChangeMail(to, snapshot, siteUrl) : { skip: 'the job has no pledge' };
  }
  const notice = parseJson<(PledgeNotificationsBody & { which?: 1 | 2 }) | null>(job.payload, null);
  if (!notice) return { skip: 'the job has no notice' };
  const pledge = await pledgeStateOf(db, notice.pledge_id);
  if (job.kind === 'pledge-reminder') {
    if (pledge?.state !== 'active') return { skip: `the pledge is ${pledge?.state ?? 'gone'}, not active` };
    if (notice.month && (await isPledgeMonthPaid(db, notice.pledge_id, notice.month)))
      return { skip: 'the month is paid' };
    return pledgeReminderMail(to, notice, notice.which === 2 ? 2 : 1, siteUrl);
  }
  if (pledge?.state !== 'paused' || pledge.pause_reason !== 'campaign_ended')
    return { skip: 'the donor already chose what to do with the pledge' };
  return pledgeCampaignEndedMail(to, notice, siteUrl);
}
