import type { FastifyBaseLogger } from 'fastify';
import { documentToText } from '@yayasan/blocks';
import type { CampaignNews } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import type { CampaignRow } from './campaigns';
import { SUCCESSFUL } from './ledger';
import { queueCampaignNewsMails } from './news-mail';

/** The blog service's route that turns a stored campaign news post into its donors' notifications. */
export const CAMPAIGN_NEWS_NOTIFICATIONS_PATH = '/campaign-news-notifications';
export const ANNOUNCE_TIMEOUT_MS = 5000;

export interface Announcement {
  db: Db;
  campaign: CampaignRow;
  /** The posting administrator, who is not told about their own post. */
  postedBy: number;
  news: CampaignNews;
  /** The posting administrator's `Authorization` header: the blog service checks it is an admin's. */
  authorization: string;
  /** The blog service's base URL. */
  blogUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Tells the campaign's donors about a news post just stored. Called once, after the post is saved.
 *
 * In-app: notifications belong to the blog service (design §4: no service writes another's tables),
 * so this asks it to notify every donor whose payment settled; it finds them itself and stores one
 * notification per donor and post (asking twice changes nothing). The post is already saved, so a
 * failure here is logged and does not undo it.
 *
 * E-mail: one mail per donor who still takes campaign news is queued for the mail worker (queuing the
 * same post again queues nothing twice).
 */
export async function announceCampaignNews({
  db,
  campaign,
  postedBy,
  news,
  authorization,
  blogUrl,
  log,
}: Announcement): Promise<void> {
  try {
    const donors = (await db('transactions')
      .distinct('user_id')
      .where('donation_pk', campaign.id)
      .whereIn('status', SUCCESSFUL)
      .whereNot('user_id', postedBy)) as { user_id: number }[];
    const mail = {
      newsId: news.update_id,
      donationId: campaign.donation_id,
      campaignTitle: campaign.title,
      title: news.title,
      text: documentToText(news.content),
    };
    const queued = await queueCampaignNewsMails(
      db,
      mail,
      donors.map((d) => d.user_id),
    );
    log.info({ campaign: campaign.donation_id, update_id: news.update_id, queued }, 'campaign news mails queued');
  } catch (err) {
    log.error({ err, campaign: campaign.donation_id }, 'campaign news mails not queued');
  }
  try {
    const res = await fetch(`${blogUrl}${CAMPAIGN_NEWS_NOTIFICATIONS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ update_id: news.update_id }),
      signal: AbortSignal.timeout(ANNOUNCE_TIMEOUT_MS),
    });
    if (!res.ok) {
      log.error(
        { status: res.status, body: await res.text(), campaign: campaign.donation_id },
        'news notifications refused',
      );
      return;
    }
    const { notified } = (await res.json()) as { notified?: number };
    log.info({ campaign: campaign.donation_id, update_id: news.update_id, notified }, 'campaign news announced');
  } catch (err) {
    log.error({ err, campaign: campaign.donation_id }, 'news notifications failed');
  }
}
