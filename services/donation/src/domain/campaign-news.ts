import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CampaignNews, CampaignNewsBody, CampaignUpdate } from '@yayasan/contracts';
import {
  countBlocks,
  httpUrlOf,
  inlineToText,
  normalizeDocument,
  type Block,
  type BlockDocument,
} from '@yayasan/blocks/server';
import { badRequest, isNoSuchTableError, parseJson, type Db } from '@yayasan/service-kit';
import type { CampaignNewsRow } from '../db/tables';
import { skipQueuedNewsMails } from './news-mail';
import { LIMITS, MESSAGES, checkCampaignNews, parseDateInput } from '@yayasan/validation';

export const NEWS_PAGE_SIZE = 5;
/** How many of the newest posts the campaign answer's `updates` carries; the tab pages through all. */
export const NEWS_IN_CAMPAIGN_ANSWER = 20;
/** A publish date this far ahead of the server's clock is still "now" (clocks of admins' devices drift). */
export const PUBLISH_CLOCK_SKEW_MS = 5 * 60_000;
export const PICTURE_INVALID = 'Data tidak valid: gambar harus berupa URL http atau https';

export interface NewsValues {
  title: string;
  content: BlockDocument;
  pictures: string[];
  /** The campaign's disbursement the post reports (its ledger `seq`), or none. */
  disbursement_seq: number | null;
  /** Null when the form sent none: a new post is published now, an edited one keeps its date. */
  published_at: Date | null;
}

/**
 * Every rule of a news post, in the form's order, on the server: the body's blocks are cleaned the
 * way articles' are (strictly: no empty header, no image without a file), pictures must be web URLs,
 * and the publish date may not lie ahead (a post is announced the moment it is stored).
 */
export function resolveNewsInput(body: CampaignNewsBody, now = new Date()): NewsValues {
  const lenient = normalizeDocument(body.content ?? null);
  const pictures = (body.pictures ?? []).map((p) => p.trim()).filter(Boolean);
  const problem = checkCampaignNews({
    title: body.title,
    blocks: lenient.ok ? countBlocks(lenient.doc) : 0,
    disbursed_amount: body.disbursed_amount,
    disbursement_seq: body.disbursement_seq,
    pictures,
  });
  // Unreadable content counts as "no content" for the order above, then says what is wrong.
  if (problem && !(problem === MESSAGES.newsContentEmpty && !lenient.ok)) throw badRequest(problem);
  const checked = normalizeDocument(body.content ?? null, { strict: true });
  if (!checked.ok) throw badRequest(`Konten tidak valid: ${checked.error}`);
  if (pictures.some((p) => !httpUrlOf(p))) throw badRequest(PICTURE_INVALID);

  let publishedAt: Date | null = null;
  if (body.published_at !== undefined && body.published_at.trim() !== '') {
    const parsed = parseDateInput(body.published_at.trim());
    if (!parsed) throw badRequest(MESSAGES.newsPublishDateInvalid);
    if (parsed.getTime() > now.getTime() + PUBLISH_CLOCK_SKEW_MS) throw badRequest(MESSAGES.newsPublishDateFuture);
    publishedAt = parsed;
  }
  return {
    title: body.title.trim(),
    content: { ...checked.doc, time: checked.doc.time ?? now.getTime() },
    pictures: pictures.slice(0, LIMITS.campaignNewsPicturesMax),
    disbursement_seq: body.disbursement_seq ?? null,
    published_at: publishedAt,
  };
}

/**
 * The link a post may make: a disbursement of its own campaign that no reversal undid. A post that
 * already links a disbursement reversed since may keep it (it then shows no amount).
 */
export async function checkDisbursementLink(
  db: Db,
  donationPk: number,
  seq: number | null,
  keptSeq: number | null = null,
): Promise<void> {
  if (seq === null || seq === keptSeq) return;
  const entry = await db('ledger_entries').where({ donation_pk: donationPk, seq }).first('kind');
  if (!entry || entry.kind !== 'disbursement') throw badRequest(MESSAGES.newsDisbursementNotFound);
  const reversal = await db('ledger_entries').where({ donation_pk: donationPk, reverses_seq: seq }).first('id');
  if (reversal) throw badRequest(MESSAGES.newsDisbursementReversed);
}

/** The seq a stored post links, for an edit that keeps it. */
export async function linkedDisbursementSeq(db: Db, donationPk: number, updateId: string): Promise<number | null> {
  const row = await db('campaign_news')
    .where({ donation_pk: donationPk, update_id: updateId })
    .first('disbursement_seq');
  return row?.disbursement_seq == null ? null : Number(row.disbursement_seq);
}

const iso = (d: Date) => new Date(d).toISOString();

/** A post's row with its linked disbursement (null columns when none) and whether a reversal undid it. */
type NewsWithLink = CampaignNewsRow & {
  link_amount: number | string | null;
  link_occurred_at: Date | null;
  link_description: string | null;
  link_reversal_seq: number | null;
};

function toNews(row: NewsWithLink): CampaignNews {
  const linked = row.disbursement_seq !== null && row.link_amount !== null;
  const reversed = linked && row.link_reversal_seq !== null;
  return {
    update_id: row.update_id,
    title: row.title,
    content: parseJson<unknown>(row.content, { blocks: [] }),
    pictures: parseJson<string[]>(row.pictures, []),
    // Only the ledger's number is shown: a reversed disbursement, or none, shows no amount.
    disbursed_amount: linked && !reversed ? Number(row.link_amount) : null,
    disbursement: linked
      ? {
          seq: Number(row.disbursement_seq),
          amount: Number(row.link_amount),
          occurred_at: iso(row.link_occurred_at!),
          description: row.link_description,
          reversed,
        }
      : null,
    published_at: iso(row.published_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const stored = (values: NewsValues) => ({
  title: values.title,
  content: JSON.stringify(values.content),
  pictures: JSON.stringify(values.pictures),
  disbursement_seq: values.disbursement_seq,
  ...(values.published_at && { published_at: values.published_at }),
});

/** Stores a new post (call it in the transaction that records what the post promises: news-announcement.ts). */
export async function insertNews(
  db: Db | Knex.Transaction,
  donationPk: number,
  values: NewsValues,
  createdBy: number,
): Promise<CampaignNews> {
  const updateId = randomUUID();
  const now = new Date();
  await db('campaign_news').insert({
    ...stored(values),
    published_at: values.published_at ?? now,
    update_id: updateId,
    donation_pk: donationPk,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  });
  return (await findNews(db, donationPk, updateId))!;
}

/** Posts (alias `n`) with their linked disbursement and its reversal, if any. */
const withLink = (db: Db | Knex.Transaction, query: Knex.QueryBuilder) =>
  query
    .leftJoin('ledger_entries as le', function () {
      this.on('le.donation_pk', '=', 'n.donation_pk').andOn('le.seq', '=', 'n.disbursement_seq');
    })
    .leftJoin('ledger_entries as lr', function () {
      this.on('lr.donation_pk', '=', 'n.donation_pk').andOn('lr.reverses_seq', '=', 'n.disbursement_seq');
    })
    .select<NewsWithLink[]>(
      'n.*',
      'le.amount as link_amount',
      'le.occurred_at as link_occurred_at',
      'le.description as link_description',
      'lr.seq as link_reversal_seq',
    );

export async function findNews(
  db: Db | Knex.Transaction,
  donationPk: number,
  updateId: string,
): Promise<CampaignNews | undefined> {
  const [row] = await withLink(
    db,
    db('campaign_news as n').where({ 'n.donation_pk': donationPk, 'n.update_id': updateId }).limit(1),
  );
  return row ? toNews(row) : undefined;
}

/** Replaces a post's fields; false when the campaign has no such post. */
export async function updateNews(db: Db, donationPk: number, updateId: string, values: NewsValues): Promise<boolean> {
  const changed = await db('campaign_news')
    .where({ donation_pk: donationPk, update_id: updateId })
    .update({ ...stored(values), updated_at: new Date() });
  return changed > 0;
}

/** Deletes a post, and the e-mails about it still waiting to be sent; false when there is no such post. */
export async function deleteNews(db: Db, donationPk: number, updateId: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const deleted = await trx('campaign_news').where({ donation_pk: donationPk, update_id: updateId }).delete();
    if (!deleted) return false;
    await skipQueuedNewsMails(trx, updateId);
    return true;
  });
}

/** The ids of one page of a campaign's news, newest published first, read from the list index alone. */
export function newsPageIds(db: Db, donationPk: number, { limit, offset }: { limit: number; offset: number }) {
  return db('campaign_news')
    .where({ donation_pk: donationPk })
    .orderBy([
      { column: 'published_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset(offset)
    .select('id');
}

/** How many posts a campaign has (index only). */
export const newsCount = (db: Db, donationPk: number) =>
  db('campaign_news').where({ donation_pk: donationPk }).count({ n: '*' });

/** A page of a campaign's news, newest published first, with the total for paging (index only). */
export async function listNews(
  db: Db,
  donationPk: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: CampaignNews[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    withLink(
      db,
      db('campaign_news as n')
        // Deferred join: the page's ids come from the index, only those rows are read whole.
        .join(newsPageIds(db, donationPk, { limit, offset }).as('page'), 'page.id', 'n.id')
        .orderBy([
          { column: 'n.published_at', order: 'desc' },
          { column: 'n.id', order: 'desc' },
        ]),
    ),
    newsCount(db, donationPk),
  ]);
  return { rows: rows.map(toNews), total: Number(n) };
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'header':
      return inlineToText(block.data.text);
    case 'quote':
      return inlineToText(block.data.text);
    case 'list': {
      const items = (list: typeof block.data.items): string[] =>
        list.flatMap((item) => [inlineToText(item.content), ...items(item.items)]);
      return items(block.data.items).join(' ');
    }
    default:
      return '';
  }
}

/** The post's text for the spec's `update_description` (≤ 500 characters, like the Initial Update's). */
export function newsSummary(content: unknown): string {
  const doc = content as Partial<BlockDocument> | null;
  const text = (doc?.blocks ?? [])
    .map(blockText)
    .filter((t) => t.trim() !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length <= 500 ? text : `${chars.slice(0, 499).join('')}…`;
}

function firstImage(content: unknown): string | undefined {
  const doc = content as Partial<BlockDocument> | null;
  const image = (doc?.blocks ?? []).find((b) => b.type === 'image');
  return image?.type === 'image' ? image.data.file.url : undefined;
}

/** A post in the shape of the spec's campaign `updates` list (`update_*` fields). */
export function newsAsUpdate(news: CampaignNews, campaignThumbnail: string): CampaignUpdate {
  return {
    update_id: news.update_id,
    update_title: news.title,
    update_description: newsSummary(news.content),
    update_thumbnail: news.pictures[0] ?? firstImage(news.content) ?? campaignThumbnail,
  };
}

/**
 * The campaign answer's `updates` (the spec's shape): the Initial Update first, then the newest posts,
 * newest first. The tab pages through every post with `GET /donation/:id/updates`.
 */
export async function campaignUpdates(
  db: Db,
  campaign: { id: number; thumbnail: string },
  initial: CampaignUpdate[],
): Promise<CampaignUpdate[]> {
  try {
    const { rows } = await listNews(db, campaign.id, { limit: NEWS_IN_CAMPAIGN_ANSWER, offset: 0 });
    return [...initial, ...rows.map((news) => newsAsUpdate(news, campaign.thumbnail))];
  } catch (err) {
    // Before the news table's migration has run (a service updated ahead of its database) there is no news.
    if (isNoSuchTableError(err)) return initial;
    throw err;
  }
}
