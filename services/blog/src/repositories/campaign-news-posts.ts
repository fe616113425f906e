import type { Db } from '@yayasan/service-kit';

// What the blog reads of the donation service's `campaign_news_posts` view: a news post and its campaign.

export const newsPost = (db: Db, updateId: string) =>
  db('campaign_news_posts')
    .where({ update_id: updateId })
    .first('donation_pk', 'created_by', 'news_title', 'donation_id', 'campaign_title');
