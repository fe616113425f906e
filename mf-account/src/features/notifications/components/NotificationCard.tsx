import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  paths,
  type BlogNotification,
  type CampaignNewsNotification,
  type DonationNotification,
  type NotificationFilter,
  type NotificationItem,
  type PledgeNotification,
} from '@yayasan/contracts';
import { formatDayMonth, formatRp, initialOf } from '@yayasan/format';
import { Button, notify, ResponsiveImage, TextArea } from '@yayasan/ui';
import { LIMITS, MESSAGES } from '@yayasan/validation';
import { notificationsApi } from '../api';

const ACTION: Record<BlogNotification['type'], string> = {
  like: 'menyukai artikel Anda',
  comment: 'mengomentari',
  reply: 'membalas komentar Anda di',
};

export const REPLY_SENT = 'Balasan Terkirim!';

/**
 * One notification. Unread ones have a left border. A comment or reply notification can be
 * answered once; the answer then shows under it and can be deleted. The comment on one's own
 * article can be deleted, which removes the notification. Each change is applied to the list of
 * `filter` the card is shown in.
 */
export function NotificationCard({ item, filter }: { item: NotificationItem; filter: NotificationFilter }) {
  if (item.type === 'donation') return <DonationCard item={item} />;
  if (item.type === 'pledge') return <PledgeCard item={item} />;
  return item.type === 'news' ? (
    <CampaignNewsCard item={item} />
  ) : (
    <ArticleNotificationCard item={item} filter={filter} />
  );
}

/** What an administrator's donation notification says: one gift and its campaign, or how many and their sum. */
export function donationNoticeText({ count, total, campaign_title }: DonationNotification['donation']): string {
  return count === 1
    ? `Donasi baru ${formatRp(total)} untuk ${campaign_title}`
    : `${count} donasi baru, total ${formatRp(total)}`;
}

/** Settled donations (administrators): links to the overview, where the latest gifts are listed. */
function DonationCard({ item }: { item: DonationNotification }) {
  return (
    <Card $unread={!item.seen} data-testid="notification" data-seen={item.seen}>
      <Head>
        <DonationIcon />
        <p>
          <Link to={paths.overview}>{donationNoticeText(item.donation)}</Link>
        </p>
      </Head>
      <Foot>
        <time dateTime={item.createdAt}>{formatDayMonth(item.createdAt)}</time>
      </Foot>
    </Card>
  );
}

/** What a donor's pledge notification says: this month's reminder, or that the campaign ended. */
export function pledgeNoticeText({ kind, amount, campaign_title }: PledgeNotification['pledge']): string {
  return kind === 'reminder'
    ? `Pengingat donasi rutin ${formatRp(amount)} untuk ${campaign_title} bulan ini`
    : `Kampanye ${campaign_title} telah berakhir. Pilih kampanye lain atau hentikan donasi rutin Anda`;
}

/** A donor's monthly pledge: the reminder opens the donate page filled in, the campaign's end the pledges page. */
function PledgeCard({ item }: { item: PledgeNotification }) {
  return (
    <Card $unread={!item.seen} data-testid="notification" data-seen={item.seen}>
      <Head>
        <DonationIcon />
        <p>
          <Link to={item.pledge.link}>{pledgeNoticeText(item.pledge)}</Link>
        </p>
      </Head>
      <Foot>
        <time dateTime={item.createdAt}>{formatDayMonth(item.createdAt)}</time>
      </Foot>
    </Card>
  );
}

/** A coin in the avatar's place: a donation names no person (its donor may be anonymous). */
function DonationIcon() {
  return (
    <Initial aria-hidden>
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6.5V8m0 8v1.5" />
      </svg>
    </Initial>
  );
}

/** News posted on a campaign the user donated to: links to the campaign's "Kabar Terbaru" tab. */
function CampaignNewsCard({ item }: { item: CampaignNewsNotification }) {
  return (
    <Card $unread={!item.seen} data-testid="notification" data-seen={item.seen}>
      <Head>
        <Avatar src={item.user.personal_info.profile_img} name={item.user.personal_info.fullname} />
        <p>
          Kabar terbaru untuk donasi Anda di{' '}
          <Link to={paths.donationNews(item.campaign.donation_id)}>“{item.campaign.title}”</Link>:{' '}
          {item.campaign.update_title}
        </p>
      </Head>
      <Foot>
        <time dateTime={item.createdAt}>{formatDayMonth(item.createdAt)}</time>
      </Foot>
    </Card>
  );
}

function ArticleNotificationCard({ item, filter }: { item: BlogNotification; filter: NotificationFilter }) {
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState('');
  const [sendReply, { isLoading: sending }] = notificationsApi.useNotificationReplyMutation();
  const [deleteReply, { isLoading: deletingReply }] = notificationsApi.useNotificationReplyDeleteMutation();
  const [deleteComment, { isLoading: deletingComment }] = notificationsApi.useNotificationCommentDeleteMutation();
  const deleting = deletingReply || deletingComment;
  const fieldId = useId();
  const who = item.user.personal_info;

  const submit = async () => {
    if (!text.trim()) return notify.error(MESSAGES.commentEmpty);
    if (!item.comment) return;
    try {
      await sendReply({
        _id: item.blog._id,
        comment: text,
        replying_to: item.comment._id,
        notification_id: item._id,
        filter,
      }).unwrap();
      notify.success(REPLY_SENT);
      setReplying(false);
      setText('');
    } catch (err) {
      console.error(err);
    }
  };

  const remove = async (deletion: Promise<unknown>) => {
    try {
      await deletion;
    } catch (err) {
      console.error(err);
    }
  };

  return (
    <Card $unread={!item.seen} data-testid="notification" data-seen={item.seen}>
      <Head>
        <Avatar src={who.profile_img} name={who.fullname} />
        <p>
          <Link to={paths.profile(who.username)}>
            <strong>{who.fullname}</strong> @{who.username}
          </Link>{' '}
          {ACTION[item.type]} <Link to={paths.article(item.blog.blog_id)}>“{item.blog.title}”</Link>
        </p>
      </Head>
      {item.type === 'reply' && item.replied_on_comment && <Quoted>{item.replied_on_comment.comment}</Quoted>}
      {item.type !== 'like' && item.comment && <Comment>{item.comment.comment}</Comment>}
      <Foot>
        <time dateTime={item.createdAt}>{formatDayMonth(item.createdAt)}</time>
        {item.type !== 'like' && item.comment && !item.reply && (
          <Button $variant="ghost" type="button" onClick={() => setReplying((r) => !r)} aria-expanded={replying}>
            Balas
          </Button>
        )}
        {item.type === 'comment' && item.comment && (
          <Button
            $variant="ghost"
            type="button"
            disabled={deleting}
            onClick={() =>
              remove(deleteComment({ _id: item.comment!._id, notification_id: item._id, filter }).unwrap())
            }
            aria-label="Hapus komentar"
          >
            Hapus
          </Button>
        )}
      </Foot>
      {replying && (
        <ReplyForm
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={fieldId}>Balas @{who.username}</label>
          <TextArea
            id={fieldId}
            value={text}
            maxLength={LIMITS.commentMax}
            placeholder="Tulis balasan..."
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" disabled={sending}>
            Balas
          </Button>
        </ReplyForm>
      )}
      {item.reply && (
        <Reply data-testid="notification-reply">
          <span>Balasan Anda</span>
          <p>{item.reply.comment}</p>
          <Button
            $variant="ghost"
            type="button"
            disabled={deleting}
            onClick={() => remove(deleteReply({ _id: item.reply!._id, notification_id: item._id, filter }).unwrap())}
            aria-label="Hapus balasan"
          >
            Hapus
          </Button>
        </Reply>
      )}
    </Card>
  );
}

function Avatar({ src, name }: { src: string; name: string }) {
  return src ? (
    <AvatarImg src={src} alt="" width={40} height={40} sizes="40px" />
  ) : (
    <Initial aria-hidden>{initialOf(name)}</Initial>
  );
}

const Card = styled.li<{ $unread: boolean }>`
  list-style: none;
  padding: 16px;
  margin-bottom: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: ${(p) => (p.$unread ? `5px solid ${p.theme.colors.primary}` : `1px solid ${p.theme.colors.border}`)};
  border-radius: 10px;
`;
const Head = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  p {
    margin: 0;
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
  a {
    color: inherit;
  }
`;
const AvatarImg = styled(ResponsiveImage)`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  object-fit: cover;
  flex-shrink: 0;
`;
const Initial = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-weight: 700;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
`;
const Quoted = styled.p`
  margin: 10px 0 0 52px;
  padding: 8px 12px;
  border-left: 3px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.muted};
  white-space: pre-wrap;
`;
const Comment = styled.p`
  margin: 10px 0 0 52px;
  font-weight: 500;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Foot = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 10px 0 0 52px;
  time {
    color: ${(p) => p.theme.colors.muted};
    margin-right: 8px;
    font-size: 0.9rem;
  }
  button {
    min-height: 32px;
    padding: 4px 10px;
  }
`;
const ReplyForm = styled.form`
  margin: 10px 0 0 52px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  label {
    font-size: 0.9rem;
    color: ${(p) => p.theme.colors.muted};
  }
`;
const Reply = styled.div`
  margin: 12px 0 0 52px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surface};
  span {
    font-size: 0.8rem;
    color: ${(p) => p.theme.colors.muted};
  }
  p {
    margin: 4px 0;
    white-space: pre-wrap;
  }
`;
