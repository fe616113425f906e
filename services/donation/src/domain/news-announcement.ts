import type { FastifyBaseLogger } from 'fastify';
import type { CampaignNews } from '@yayasan/contracts';
import type { CampaignRow } from './campaigns';

/** The blog service's route that turns a stored campaign news post into its donors' notifications. */
export const CAMPAIGN_NEWS_NOTIFICATIONS_PATH = '/campaign-news-notifications';
export const ANNOUNCE_TIMEOUT_MS = 5000;

export interface Announcement {
  campaign: CampaignRow;
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
 * E-mail: the donors' e-mails with a link to the news are sent from here too (wired with the mailer).
 */
export async function announceCampaignNews({
  campaign,
  news,
  authorization,
  blogUrl,
  log,
}: Announcement): Promise<void> {
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
