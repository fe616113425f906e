import { documentToText } from '@yayasan/blocks';
import { Value } from '@sinclair/typebox/value';
import type { CampaignNews } from '@yayasan/contracts';
import { CampaignNewsNotificationsAnswerSchema } from '@yayasan/contracts/schemas/blog';
import { serviceCallHeaders, withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { insertNews, type NewsValues } from './campaign-news';
import { SUCCESSFUL } from './ledger';
import { enqueueMailJobs } from '../repositories/mail-jobs';
import { settledDonorIds } from '../repositories/transactions';
import { newsIdOf } from '../repositories/campaign-news';
import { queueCampaignNewsMails, type CampaignNewsMail } from './news-mail';
import { queueOfflineNewsMails } from './offline-donor-mail';
import type { CampaignRow } from '../db/tables';

/** The blog service's route that turns a stored campaign news post into its donors' notifications. */
export const CAMPAIGN_NEWS_NOTIFICATIONS_PATH = '/campaign-news-notifications';
export const ANNOUNCE_TIMEOUT_MS = 5000;

/** Where the blog service answers, and the key the site's services present to each other. */
export interface BlogService {
  url: string;
  serviceKey: string;
}

/**
 * Stores a news post and, in the same transaction, what it promises the campaign's donors: one mail
 * per settled donor who takes campaign news, and the job that has the blog service notify them in the
 * app (notifications belong to the blog service, design §4). So either the post and its promises are
 * all kept, or none of it happened; the jobs then run until done (mail-delivery.ts), whatever fails
 * or restarts in between.
 */
export async function postCampaignNews(
  db: Db,
  campaign: CampaignRow,
  values: NewsValues,
  postedBy: number,
): Promise<CampaignNews> {
  return withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      const news = await insertNews(trx, campaign.id, values, postedBy);
      const donors = await settledDonorIds(trx, campaign.id, SUCCESSFUL, postedBy);
      const mail: CampaignNewsMail = {
        newsId: news.update_id,
        donationId: campaign.donation_id,
        campaignTitle: campaign.title,
        title: news.title,
        text: documentToText(news.content),
      };
      await queueCampaignNewsMails(trx, mail, donors);
      // Offline gifts' donors who agreed to the campaign's news when their gift was recorded.
      await queueOfflineNewsMails(trx, campaign.id, mail);
      await enqueueMailJobs(trx, [{ kind: 'news-notifications', ref: news.update_id, userId: postedBy }]);
      return news;
    }),
  );
}

/**
 * The 'news-notifications' job's work: asks the blog service to notify the donors of news post
 * `updateId`, which finds them itself and stores one notification per donor and post (asking twice
 * notifies nobody twice, so a retry is always safe). Resolves to how many donors were newly told, or
 * to why there is nothing to do; throws when the blog service did not do it (the job is retried).
 */
export async function runNewsNotificationsJob(
  db: Db,
  blog: BlogService,
  updateId: string,
): Promise<{ notified: number } | { skip: string }> {
  // A post deleted before its donors were told promises nothing any more.
  if (!(await newsIdOf(db, updateId))) return { skip: 'the post was deleted' };
  const res = await fetch(`${blog.url}${CAMPAIGN_NEWS_NOTIFICATIONS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...serviceCallHeaders(blog.serviceKey) },
    body: JSON.stringify({ update_id: updateId }),
    signal: AbortSignal.timeout(ANNOUNCE_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`the blog service answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  const { notified } = Value.Parse(CampaignNewsNotificationsAnswerSchema, await res.json());
  return { notified };
}
