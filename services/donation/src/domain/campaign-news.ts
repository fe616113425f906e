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
import {
  deleteNewsRow,
  findNewsRow,
  insertNewsRow,
  pageOfNewsRows,
  updateNewsRow,
  type NewsWithLink,
  type StoredNews,
} from '../repositories/campaign-news';
import { entryKindAt, reversalOf } from '../repositories/ledger-entries';
import { LIMITS, MESSAGES, checkCampaignNews, parseDateInput } from '@yayasan/validation';
import { skipQueuedNewsMails } from '../repositories/mail-jobs';

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
  const kind = await entryKindAt(db, donationPk, seq);
  if (kind !== 'disbursement') throw badRequest(MESSAGES.newsDisbursementNotFound);
  const reversal = await reversalOf(db, donationPk, seq);
  if (reversal) throw badRequest(MESSAGES.newsDisbursementReversed);
}

const iso = (d: Date) => new Date(d).toISOString();

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

const stored = (values: NewsValues): StoredNews => ({
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
  await insertNewsRow(db, {
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

export async function findNews(
  db: Db | Knex.Transaction,
  donationPk: number,
  updateId: string,
): Promise<CampaignNews | undefined> {
  const row = await findNewsRow(db, donationPk, updateId);
  return row ? toNews(row) : undefined;
}

/** Replaces a post's fields; false when the campaign has no such post. */
export async function updateNews(db: Db, donationPk: number, updateId: string, values: NewsValues): Promise<boolean> {
  const changed = await updateNewsRow(db, donationPk, updateId, stored(values));
  return changed > 0;
}

/** Deletes a post, and the e-mails about it still waiting to be sent; false when there is no such post. */
export async function deleteNews(db: Db, donationPk: number, updateId: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const deleted = await deleteNewsRow(trx, donationPk, updateId);
    if (!deleted) return false;
    await skipQueuedNewsMails(trx, updateId);
    return true;
  });
}

/** A page of a campaign's news, newest published first, with the total for paging (index only). */
export async function listNews(
  db: Db,
  donationPk: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: CampaignNews[]; total: number }> {
  const { rows, total } = await pageOfNewsRows(db, donationPk, { limit, offset });
  return { rows: rows.map(toNews), total };
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
