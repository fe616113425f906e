import type { Db } from '@yayasan/service-kit';
import type { EmailPreferences } from '@yayasan/contracts';
import { campaignNewsFlagOf } from '../repositories/users';

/** A user's mail preferences, or null when the user does not exist. */
export async function emailPreferences(db: Db, userId: number): Promise<EmailPreferences | null> {
  const row = await campaignNewsFlagOf(db, userId);
  return row ? { receipts: true, campaign_news: Boolean(row.email_campaign_news) } : null;
}
