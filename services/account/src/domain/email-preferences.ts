import type { Db, MailList } from '@yayasan/service-kit';
import type { EmailPreferences } from '@yayasan/contracts';

/** The column of each list the user can leave (users table). */
const LIST_COLUMN: Record<MailList, string> = { 'campaign-news': 'email_campaign_news' };

/** A user's mail preferences, or null when the user does not exist. */
export async function emailPreferences(db: Db, userId: number): Promise<EmailPreferences | null> {
  const row = await db('users').where({ id: userId }).first('email_campaign_news');
  return row ? { receipts: true, campaign_news: Boolean(row.email_campaign_news) } : null;
}

/** Turns one list on or off; false when the user does not exist. */
export async function setMailList(db: Db, userId: number, list: MailList, on: boolean): Promise<boolean> {
  return (
    (await db('users')
      .where({ id: userId })
      .update({ [LIST_COLUMN[list]]: on })) > 0
  );
}
