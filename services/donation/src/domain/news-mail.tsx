import type { Knex } from 'knex';
import { paths } from '@yayasan/contracts';
import { unsubscribeHeaders, type Db, type Mail } from '@yayasan/service-kit';
import { Greeting, Lines, MailPage, renderMailHtml, SignOff } from '@yayasan/service-kit/mail-html';
import { SITE } from '@yayasan/site-config';
import { enqueueMailJobs } from '../repositories/mail-jobs';
import { campaignNewsSubscribers } from '../repositories/user-contacts';

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

/** Users who still take campaign news by e-mail (the preference is in the account service's contacts view). */
async function newsSubscribers(db: Db | Knex.Transaction, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  return campaignNewsSubscribers(db, userIds);
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

const UNSUBSCRIBE_QUESTION = 'Tidak ingin menerima kabar program lewat email?';

function CampaignNewsPage({
  name,
  news,
  link,
  unsubscribeLink,
}: {
  name: string;
  news: CampaignNewsMail;
  link: string;
  unsubscribeLink: string;
}) {
  return (
    <MailPage>
      <Greeting name={name} />
      <p>Ada kabar terbaru dari program &quot;{news.campaignTitle}&quot; yang Anda dukung.</p>
      <h2>{news.title}</h2>
      <Lines text={news.text} />
      <p>
        <a href={link}>Baca selengkapnya</a>
      </p>
      <SignOff sender={SITE.name} />
      <p style={{ fontSize: '12px', color: '#5f6670' }}>
        {UNSUBSCRIBE_QUESTION} <a href={unsubscribeLink}>Berhenti berlangganan</a>
      </p>
    </MailPage>
  );
}

/** A campaign-news mail, with the unsubscribe link in the text and the RFC 8058 one-click headers. */
export async function campaignNewsMail(
  to: { email: string; fullname: string },
  news: CampaignNewsMail,
  siteUrl: string,
  unsubscribeLink: string,
): Promise<Mail> {
  const link = `${siteUrl}${paths.donationNews(news.donationId)}`;
  const name = to.fullname || 'Donatur';
  return {
    to: to.email,
    subject: `Kabar terbaru: ${news.campaignTitle}`,
    text:
      `Halo ${name},\n\nAda kabar terbaru dari program "${news.campaignTitle}" yang Anda dukung.\n\n` +
      `${news.title}\n\n${news.text}\n\nBaca selengkapnya: ${link}\n\nSalam hangat,\n${SITE.name}\n\n` +
      `${UNSUBSCRIBE_QUESTION} Berhenti berlangganan: ${unsubscribeLink}\n`,
    html: await renderMailHtml(
      <CampaignNewsPage name={name} news={news} link={link} unsubscribeLink={unsubscribeLink} />,
    ),
    headers: unsubscribeHeaders(unsubscribeLink),
  };
}
