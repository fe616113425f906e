import type { Knex } from 'knex';
import { paths } from '@yayasan/contracts';
import { escapeHtml, unsubscribeHeaders, type Db, type Mail } from '@yayasan/service-kit';
import { SITE } from '@yayasan/site-config';
import { enqueueMailJobs } from './mail-jobs';

/** What a campaign-news mail says; kept in the job, so the mail reads as the post did when stored. */
export interface CampaignNewsMail {
  /** The stored news post's id: with the user id, what makes each mail unique. */
  newsId: string | number;
  /** The campaign's public id (its page link) and title. */
  donationId: string;
  campaignTitle: string;
  /** The post's title and plain text (shown in full in the mail). */
  title: string;
  text: string;
}

/** Users who still take campaign news by e-mail (the preference is the account service's users column). */
async function newsSubscribers(db: Db | Knex.Transaction, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = (await db('users').whereIn('id', userIds).andWhere({ email_campaign_news: true }).select('id')) as {
    id: number;
  }[];
  return rows.map((r) => Number(r.id));
}

/**
 * Queues one "campaign news" mail per donor in `userIds` (duplicates ignored), skipping users who
 * turned campaign news off; each is sent by the mail worker with a signed one-click unsubscribe link.
 * Call it after the news post is stored, ideally in the same database transaction (`db` may be one):
 * queuing the same post again queues nothing twice. Resolves to the number of users queued.
 */
export async function queueCampaignNewsMails(
  db: Db | Knex.Transaction,
  news: CampaignNewsMail,
  userIds: number[],
): Promise<number> {
  const subscribers = await newsSubscribers(db, [...new Set(userIds.map(Number))]);
  await enqueueMailJobs(
    db,
    subscribers.map((userId) => ({ kind: 'campaign-news', ref: `${news.newsId}:${userId}`, userId, payload: news })),
  );
  return subscribers.length;
}

/** Drops the mails about a news post that are still waiting (the post was deleted). */
export async function skipQueuedNewsMails(db: Db | Knex.Transaction, newsId: string): Promise<void> {
  await db('mail_jobs')
    .where({ kind: 'campaign-news', status: 'queued' })
    .andWhere('ref', 'like', `${newsId}:%`)
    .update({ status: 'skipped', last_error: 'the news post was deleted' });
}

/** A campaign-news mail, with the unsubscribe link in the text and the RFC 8058 one-click headers. */
export function campaignNewsMail(
  to: { email: string; fullname: string },
  news: CampaignNewsMail,
  siteUrl: string,
  unsubscribeLink: string,
): Mail {
  const link = `${siteUrl}${paths.donationNews(news.donationId)}`;
  const name = to.fullname || 'Donatur';
  return {
    to: to.email,
    subject: `Kabar terbaru: ${news.campaignTitle}`,
    text:
      `Halo ${name},\n\nAda kabar terbaru dari program "${news.campaignTitle}" yang Anda dukung.\n\n` +
      `${news.title}\n\n${news.text}\n\nBaca selengkapnya: ${link}\n\nSalam hangat,\n${SITE.name}\n\n` +
      `Tidak ingin menerima kabar program lewat email? Berhenti berlangganan: ${unsubscribeLink}\n`,
    html:
      `<p>Halo ${escapeHtml(name)},</p>` +
      `<p>Ada kabar terbaru dari program "${escapeHtml(news.campaignTitle)}" yang Anda dukung.</p>` +
      `<h2>${escapeHtml(news.title)}</h2><p>${escapeHtml(news.text).replace(/\n/g, '<br>')}</p>` +
      `<p><a href="${escapeHtml(link)}">Baca selengkapnya</a></p><p>Salam hangat,<br>${escapeHtml(SITE.name)}</p>` +
      `<p style="font-size:12px;color:#5f6670">Tidak ingin menerima kabar program lewat email? ` +
      `<a href="${escapeHtml(unsubscribeLink)}">Berhenti berlangganan</a></p>`,
    headers: unsubscribeHeaders(unsubscribeLink),
  };
}
