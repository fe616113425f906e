import type { Knex } from 'knex';
import { siteOrigin } from '@yayasan/service-kit';
import { backfillNotificationCounts } from '@yayasan/service-blog/maintenance';
import { BulkWriter } from './bulk';
import { Random } from './random';
import type { Volume } from './volume';
import * as words from './vocabulary';

const DAY = 24 * 60 * 60 * 1000;
/** The data set's fixed calendar (never the clock), so two runs give identical rows. */
export const SPAN_START = Date.UTC(2020, 9, 1);
export const SPAN_END = Date.UTC(2026, 9, 1);

/** The two demo accounts keep their demo e-mails and passwords; Budi is the prolific author and donor. */
export const ADMIN_ID = 1;
export const PROLIFIC_ID = 2;
/** Generated users are ids 3…users. */
const FIRST_GENERATED_ID = 3;

export type Log = (line: string) => void;

export interface PasswordHashes {
  admin: string;
  budi: string;
  /** Shared by every generated user. */
  others: string;
}

const slugify = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[^a-zA-Z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 150);

/** Users: the demo admin, the demo user Budi, then generated Indonesian names. */
export async function seedUsers(db: Knex, rng: Random, volume: Volume, hashes: PasswordHashes, log: Log) {
  const out = new BulkWriter(db);
  const joined = (id: number) => new Date(SPAN_START + ((SPAN_END - SPAN_START) * id) / (volume.users + 1));
  await out.add('users', {
    id: ADMIN_ID,
    fullname: 'Admin Yayasan',
    email: 'admin@yayasan.test',
    username: 'admin',
    password_hash: hashes.admin,
    is_admin: true,
    joined_at: joined(ADMIN_ID),
    updated_at: joined(ADMIN_ID),
  });
  await out.add('users', {
    id: PROLIFIC_ID,
    fullname: 'Budi Santoso',
    email: 'budi@yayasan.test',
    username: 'budi',
    password_hash: hashes.budi,
    bio: 'Relawan dan penulis kabar kegiatan yayasan.',
    joined_at: joined(PROLIFIC_ID),
    updated_at: joined(PROLIFIC_ID),
  });
  for (let id = FIRST_GENERATED_ID; id <= volume.users; id++) {
    const first = rng.pick(words.FIRST_NAMES);
    const last = rng.pick(words.LAST_NAMES);
    const username = `${first}${last}${id}`.toLowerCase();
    await out.add('users', {
      id,
      fullname: `${first} ${last}`,
      email: `${username}@contoh.id`,
      username,
      password_hash: hashes.others,
      bio: `${rng.pick(words.BIO_PHRASES)}${rng.chance(0.5) ? ` Tinggal di ${rng.pick(words.CITIES)}.` : ''}`.trim(),
      joined_at: joined(id),
      updated_at: joined(id),
    });
  }
  await out.flush();
  log(`  users: ${out.count('users')}`);
}

/** A generated user other than the demo ones (they never comment or like, so Budi's notifications are exact). */
const someone = (rng: Random, volume: Volume) => rng.int(FIRST_GENERATED_ID, volume.users);

function articleContent(rng: Random, title: string, publishedAt: number) {
  const paragraph = () => rng.pickDistinct(words.SENTENCES, rng.int(2, 4)).join(' ');
  return {
    time: publishedAt,
    blocks: [
      { type: 'paragraph', data: { text: paragraph() } },
      { type: 'header', data: { text: title.split(' ').slice(0, 3).join(' '), level: 2 } },
      { type: 'paragraph', data: { text: paragraph() } },
      { type: 'paragraph', data: { text: paragraph() } },
    ],
  };
}

interface ArticleCounts {
  comments: number;
  parentComments: number;
  likes: number;
}

/**
 * Articles with their tags, likes, comment threads and the notifications those caused, written
 * the way the blog service would have: each counter equals its rows, one notification per like,
 * comment and reply of someone else.
 */
export async function seedArticles(db: Knex, rng: Random, volume: Volume, log: Log) {
  const out = new BulkWriter(db);
  const order = ['blogs', 'blog_tags', 'blog_likes', 'comments', 'notifications'];
  const authorCount = Math.max(5, Math.round(volume.users * 0.025));
  const prolificEvery = Math.floor(volume.articles / volume.prolificArticles);
  const prolificTotal = Math.floor(volume.articles / prolificEvery);
  // Budi's notifications: a comment notification per top-level comment and a like notification per like.
  const prolificComments = Math.round(volume.notificationsForOne * 0.6);
  const prolificLikes = volume.notificationsForOne - prolificComments;
  const share = (total: number, k: number) => Math.floor(total / prolificTotal) + (k < total % prolificTotal ? 1 : 0);
  // The other articles share the rest of the comments; one recent article carries a long thread.
  const longThread = Math.max(20, Math.round(volume.comments / 124));
  const otherMean =
    Math.max(0, volume.comments - prolificComments * 1.1 - longThread) / (volume.articles - prolificTotal);
  const photo = (n: number) => `${siteOrigin()}/media/demo/photo-${n}.png`;
  let commentId = 0;
  let prolificSeen = 0;
  const span = SPAN_END - SPAN_START - 30 * DAY;

  const writeThread = async (blogPk: number, authorId: number, publishedAt: number, top: number, replies: number) => {
    const thread: { id: number; by: number; at: number }[] = [];
    let parents = 0;
    for (let k = 0; k < top + replies; k++) {
      const parent = k >= top && thread.length ? rng.pick(thread) : undefined;
      const by = someone(rng, volume);
      const at = (parent?.at ?? publishedAt) + rng.int(60_000, 20 * DAY);
      const id = ++commentId;
      await out.add('comments', {
        id,
        blog_pk: blogPk,
        parent_id: parent?.id ?? null,
        commented_by: by,
        comment: parent
          ? rng.pick(words.REPLIES)
          : `${rng.pick(words.COMMENTS)}${rng.chance(0.3) ? ` ${rng.pick(words.SENTENCES)}` : ''}`,
        commented_at: new Date(at),
      });
      const notify = parent ? parent.by : authorId;
      if (notify !== by) {
        await out.add('notifications', {
          type: parent ? 'reply' : 'comment',
          blog_pk: blogPk,
          notification_for: notify,
          user_id: by,
          comment_id: id,
          replied_on_comment_id: parent?.id ?? null,
          seen: rng.chance(0.8),
          created_at: new Date(at),
        });
      }
      thread.push({ id, by, at });
      if (!parent) parents++;
    }
    return { comments: thread.length, parentComments: parents };
  };

  const writeLikes = async (blogPk: number, authorId: number, publishedAt: number, likes: number) => {
    // Consecutive generated users from a random start: distinct without bookkeeping.
    const pool = volume.users - FIRST_GENERATED_ID + 1;
    const start = rng.int(0, pool - 1);
    let written = 0;
    for (let k = 0; written < likes && k < pool; k++) {
      const userId = FIRST_GENERATED_ID + ((start + k) % pool);
      if (userId === authorId) continue;
      const at = new Date(publishedAt + rng.int(60_000, 30 * DAY));
      await out.add('blog_likes', { blog_pk: blogPk, user_id: userId, created_at: at });
      await out.add('notifications', {
        type: 'like',
        blog_pk: blogPk,
        notification_for: authorId,
        user_id: userId,
        seen: rng.chance(0.8),
        created_at: at,
      });
      written++;
    }
    return written;
  };

  const total = volume.articles + volume.drafts;
  for (let id = 1; id <= total; id++) {
    const draft = id > volume.articles;
    const prolific = !draft && id % prolificEvery === 0 && prolificSeen < prolificTotal;
    const authorId = prolific ? PROLIFIC_ID : FIRST_GENERATED_ID + rng.int(0, authorCount - 1);
    const publishedAt = draft
      ? SPAN_END - rng.int(1, 30) * DAY
      : SPAN_START + Math.floor((span * (id - 1 + rng.next() * 0.5)) / volume.articles);
    const title = `${rng.pick(words.ACTIVITIES)} ${rng.pick(words.PLACES)} ${rng.pick(words.CITIES)}`;
    const tags = rng.pickDistinct(words.TAGS, 2);
    const counts: ArticleCounts = { comments: 0, parentComments: 0, likes: 0 };
    if (!draft) {
      let top: number;
      let replies: number;
      let likes: number;
      if (prolific) {
        top = share(prolificComments, prolificSeen);
        likes = share(prolificLikes, prolificSeen);
        replies = rng.int(0, Math.max(1, Math.round(top * 0.2)));
        prolificSeen++;
      } else if (id === volume.articles - 1) {
        top = longThread;
        replies = Math.round(longThread * 0.5);
        likes = rng.skewed(3);
      } else {
        top = rng.skewed(otherMean * 0.65);
        replies = rng.skewed(otherMean * 0.35);
        likes = rng.skewed(1.2);
      }
      Object.assign(counts, await writeThread(id, authorId, publishedAt, top, replies));
      counts.likes = await writeLikes(id, authorId, publishedAt, likes);
    }
    await out.add('blogs', {
      id,
      blog_id: `${slugify(title)}-${id.toString(36)}`,
      title,
      banner: photo(rng.int(1, 8)),
      des: rng.pick(words.SENTENCES),
      content: JSON.stringify(articleContent(rng, title, publishedAt)),
      tags: JSON.stringify(tags),
      author_id: authorId,
      draft,
      total_likes: counts.likes,
      total_comments: counts.comments,
      total_parent_comments: counts.parentComments,
      total_reads: draft ? 0 : rng.skewed(300),
      published_at: draft ? null : new Date(publishedAt),
      created_at: new Date(publishedAt - DAY),
      updated_at: new Date(publishedAt),
    });
    for (const tag of tags) {
      await out.add('blog_tags', {
        blog_pk: id,
        tag: tag.toLowerCase(),
        draft,
        published_at: draft ? null : new Date(publishedAt),
      });
    }
    if (id % 10_000 === 0) log(`  articles: ${id} of ${total}`);
  }
  await out.flush(order);
  // Written past the service's code, so the per-user counts are taken from the rows once at the end.
  await backfillNotificationCounts(db);
  log(
    `  articles: ${total} (${volume.drafts} drafts), tags: ${out.count('blog_tags')}, comments: ${out.count('comments')}, ` +
      `likes: ${out.count('blog_likes')}, notifications: ${out.count('notifications')}`,
  );
}

/** Gallery items, newest last, some of them drafts. */
export async function seedGallery(db: Knex, rng: Random, volume: Volume, mediaPrefix: string, log: Log) {
  const out = new BulkWriter(db);
  for (let id = 1; id <= volume.galleryItems; id++) {
    await out.add('gallery_items', {
      id,
      title: `${rng.pick(words.ACTIVITIES)} ${rng.pick(words.PLACES)}`.slice(0, 200),
      description: rng.pickDistinct(words.SENTENCES, 2).join(' '),
      image_url: `${mediaPrefix}demo/photo-${rng.int(1, 8)}.png`,
      draft: rng.chance(0.05),
      file_size: rng.int(80_000, 2_500_000),
      category: rng.pick(words.GALLERY_CATEGORIES),
      created_by: ADMIN_ID,
      created_at: new Date(SPAN_START + Math.floor(((SPAN_END - SPAN_START) * id) / (volume.galleryItems + 1))),
    });
  }
  await out.flush();
  log(`  gallery items: ${out.count('gallery_items')}`);
}
