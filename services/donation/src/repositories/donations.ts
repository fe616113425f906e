import { ANONYMOUS_DONOR_NAME, type CampaignSort, type SortOrder } from '@yayasan/contracts';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { DonationTableRow, CampaignRow } from '../db/tables';
import type { CounterColumns } from './ledger-general-fund';
import { allWordsAsPrefixes, inIdOrder, isNoSuchTableError, searchWords } from '@yayasan/service-kit';
import { DEFAULT_FUND, LIMITS, type Fund } from '@yayasan/validation';
import type { CampaignStatus, CampaignUpdate, DonorEntry } from '../domain/campaigns';

/** The fields an administrator may set; totals, status, donors and ids are never among them. */
export interface EditableCampaign {
  title: string;
  description: string;
  content: string;
  thumbnail: string;
  target_amount: number;
  expiry_time: Date;
  draft: boolean;
  /** The fund the campaign collects for; each ledger entry keeps the fund of its time. */
  fund?: Fund;
  /** The foundation's regular programme (migration 022): at most one campaign at a time. */
  regular_programme?: boolean;
}

export const EDITABLE_FIELDS = [
  'title',
  'description',
  'content',
  'thumbnail',
  'target_amount',
  'expiry_time',
  'draft',
  'fund',
  'regular_programme',
] as const satisfies readonly (keyof EditableCampaign)[];

export const INITIAL_UPDATE = { title: 'Initial Update', description: 'Donation created successfully.' };

/** Status as SQL, the same rule as `campaignStatus`, so lists filter without waiting for a job. */
export function whereStatus(q: Knex.QueryBuilder, status: CampaignStatus, now: Date): Knex.QueryBuilder {
  // Open while at least the minimum donation still fits (the columns are unsigned: no subtraction).
  const min = LIMITS.donationMinimum;
  return status === 'Open'
    ? q.where('expiry_time', '>', now).andWhereRaw('total_collected + ? <= target_amount', [min])
    : q.where((w) => w.where('expiry_time', '<=', now).orWhereRaw('total_collected + ? > target_amount', [min]));
}

export interface ListQuery {
  draft: boolean;
  status?: CampaignStatus;
  limit: number;
  offset: number;
  now?: Date;
  sort?: CampaignSort;
  order?: SortOrder;
}

/** Each sort's column or expression and its natural direction (the largest, or the nearest end, first). */
const SORTS: Record<Exclude<CampaignSort, 'newest'>, { by: string; natural: SortOrder }> = {
  collected: { by: 'total_collected', natural: 'desc' },
  target: { by: 'target_amount', natural: 'desc' },
  // As percentage_collected is computed: collected over target (a zero target sorts as none collected).
  percentage: { by: 'total_collected / NULLIF(target_amount, 0)', natural: 'desc' },
  donors: { by: 'donor_count', natural: 'desc' },
  ending: { by: 'expiry_time', natural: 'asc' },
};

/** The ORDER BY of a list: the chosen figure, ties newest first (then by id, so pages never overlap). */
function listOrder(query: Pick<ListQuery, 'sort' | 'order'>): string {
  const newest = 'created_at DESC, id DESC';
  if (!query.sort || query.sort === 'newest') return query.order === 'asc' ? 'created_at ASC, id ASC' : newest;
  const { by, natural } = SORTS[query.sort];
  return `COALESCE(${by}, 0) ${(query.order ?? natural).toUpperCase()}, ${newest}`;
}

/**
 * One page of campaigns, newest first, with the total count. The page's ids and the count are read
 * from donations_list_idx alone (it holds the order and the status columns); only the page's own
 * rows are then read whole, so a deep page never reads the skipped campaigns' content.
 */
export async function listCampaigns(db: Knex, query: ListQuery): Promise<{ rows: CampaignRow[]; total: number }> {
  const now = query.now ?? new Date();
  const base = (): Knex.QueryBuilder => {
    const q = db('donations').where('draft', query.draft);
    return query.status ? whereStatus(q, query.status, now) : q;
  };
  const [ids, counted] = await Promise.all([
    base()
      // Only fixed column names and directions from the table above reach the statement.
      .orderByRaw(listOrder(query))
      .limit(query.limit)
      .offset(query.offset)
      .pluck<number[]>('id'),
    base().count({ n: '*' }),
  ]);
  const pageIds = ids.map(Number);
  const rows = pageIds.length ? await db('donations').whereIn('id', pageIds) : [];
  return { rows: inIdOrder(pageIds, rows, (r) => r.id), total: Number(counted[0]?.n ?? 0) };
}

/** Creates a campaign with its one initial update, in one transaction; answers the new row. */
export async function createCampaign(
  db: Knex,
  input: EditableCampaign,
  options: { createdBy: number; donationId?: string; now?: Date },
): Promise<CampaignRow> {
  const now = options.now ?? new Date();
  const donationId = options.donationId ?? randomUUID();
  await db.transaction(async (trx) => {
    const [pk] = await trx('donations').insert({
      donation_id: donationId,
      title: input.title,
      description: input.description,
      content: input.content,
      thumbnail: input.thumbnail,
      target_amount: input.target_amount,
      total_collected: 0,
      draft: input.draft,
      // The column defaults to infaq: only another fund is written (a database still on the first
      // migration keeps working).
      ...(input.fund && input.fund !== DEFAULT_FUND ? { fund: input.fund } : {}),
      ...(input.regular_programme ? { regular_programme: true } : {}),
      expiry_time: input.expiry_time,
      created_by: options.createdBy,
      created_at: now,
      updated_at: now,
    });
    await trx('donation_updates').insert({
      donation_pk: pk,
      update_id: randomUUID(),
      update_title: INITIAL_UPDATE.title,
      update_description: INITIAL_UPDATE.description,
      update_thumbnail: input.thumbnail,
      created_at: now,
    });
  });
  const [row] = await db('donations').where({ donation_id: donationId }).limit(1);
  return row;
}

/** Writes only the editable fields given; answers the row as it is afterwards. */
export async function updateCampaign(db: Knex, pk: number, changes: Partial<EditableCampaign>): Promise<CampaignRow> {
  const patch: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) if (changes[field] !== undefined) patch[field] = changes[field];
  await db('donations')
    .where({ id: pk })
    .update({ ...patch, updated_at: new Date() });
  const [row] = await db('donations').where({ id: pk }).limit(1);
  return row;
}

/**
 * Takes the regular programme's mark off every campaign but `keepPk` (none kept on create), inside the
 * marking's transaction; answers the rows as they were, so each release is audited. The marked rows
 * are locked first, so two markings one after the other leave one campaign marked.
 */
export async function releaseRegularProgramme(trx: Knex.Transaction, keepPk?: number): Promise<CampaignRow[]> {
  const others = (): Knex.QueryBuilder => {
    const q = trx('donations').where('regular_programme', true);
    return keepPk === undefined ? q : q.whereNot('id', keepPk);
  };
  const released: CampaignRow[] = await others().forUpdate();
  if (released.length) await others().update({ regular_programme: false, updated_at: new Date() });
  return released;
}

/** The campaign marked as the foundation's regular programme, published, or undefined. */
export async function findRegularProgramme(db: Knex): Promise<CampaignRow | undefined> {
  return db('donations').where({ regular_programme: true, draft: false }).orderBy('id', 'desc').first();
}

export async function listUpdates(db: Knex, pk: number): Promise<CampaignUpdate[]> {
  return db('donation_updates')
    .where({ donation_pk: pk })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('update_id', 'update_title', 'update_description', 'update_thumbnail');
}

export const RECENT_DONORS_LIMIT = 50;

/**
 * The latest successful donations (settlement or capture) from the payments ledger. The ledger's
 * table may not exist yet on a fresh install: that reads as no donors.
 */
export async function successfulDonors(db: Knex, pk: number, limit = RECENT_DONORS_LIMIT): Promise<DonorEntry[]> {
  try {
    const rows: { donor_name: string | null; amount: number; settled_at: Date | null }[] = await db('transactions')
      .where({ donation_pk: pk, counted: true })
      // Offline gifts the administrator chose to keep out of the list (online ones are always listed).
      .where('listed', true)
      .orderBy('settled_at', 'desc')
      .limit(limit)
      .select('donor_name', 'amount', 'settled_at');
    return rows.map((r) => ({
      name: r.donor_name?.trim() || ANONYMOUS_DONOR_NAME,
      donation_date: r.settled_at ? new Date(r.settled_at).toISOString() : '',
      donation_amount: Number(r.amount),
    }));
  } catch (err) {
    if (isNoSuchTableError(err)) return [];
    throw err;
  }
}

/** A campaign's public id and title, if the campaign exists. */
export function campaignIdAndTitle(
  db: Knex,
  pk: number,
): Promise<Pick<CampaignRow, 'donation_id' | 'title'> | undefined> {
  return db('donations').where({ id: pk }).first('donation_id', 'title');
}

/** These campaigns' rows, in the order of the ids given. */
export async function campaignsInIdOrder(db: Knex, ids: number[]): Promise<CampaignRow[]> {
  const rows = ids.length ? await db('donations').whereIn('id', ids) : [];
  return inIdOrder(ids, rows, (r) => r.id);
}

/**
 * Moves a campaign's stored number of donors by one (never below zero), inside the writer's
 * transaction, after it took the campaign's lock.
 */
export async function moveDonorCount(trx: Knex.Transaction, donationPk: number, effect: -1 | 1): Promise<void> {
  await trx('donations')
    .where({ id: donationPk })
    .update({ donor_count: trx.raw('GREATEST(CAST(donor_count AS SIGNED) + ?, 0)', [effect]) });
}

export interface CampaignSearchPage {
  limit: number;
  offset: number;
}

const MATCHES = 'MATCH (title, description) AGAINST (? IN BOOLEAN MODE)';

/**
 * The published running campaigns whose title or description has a word starting with each word of
 * the search (the FULLTEXT index, as the article search), in no order.
 */
function runningMatches(db: Knex, words: string[], now: Date): Knex.QueryBuilder {
  const q = db('donations')
    .whereRaw(MATCHES, [allWordsAsPrefixes(words)])
    .where('draft', false);
  return whereStatus(q, 'Open', now);
}

/**
 * The ids of one page of a campaign search, as the article search orders its words: most relevant
 * first (the index's ranking of the words in title and description), then newest. None when the text
 * has no word.
 */
export async function campaignSearchIds(
  db: Knex,
  query: string,
  page: CampaignSearchPage,
  now: Date,
): Promise<number[]> {
  const words = searchWords(query);
  if (!words.length) return [];
  const rows = await runningMatches(db, words, now)
    .select<{ id: number }[]>('id')
    .orderByRaw(`${MATCHES} DESC`, [allWordsAsPrefixes(words)])
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => Number(r.id));
}

/** How many campaigns a search finds in all (0 when the text has no word). */
export async function countCampaignMatches(db: Knex, query: string, now: Date): Promise<number> {
  const words = searchWords(query);
  if (!words.length) return 0;
  const [row] = await runningMatches(db, words, now).count({ n: '*' });
  return Number(row?.n ?? 0);
}

/** The campaign row for a public id (also usable inside a transaction), or undefined. */
export async function findCampaignByDonationId(
  db: Knex | Knex.Transaction,
  donationId: string,
): Promise<CampaignRow | undefined> {
  return db('donations').where({ donation_id: donationId }).first();
}

/**
 * The campaign's ledger columns, its row locked (SELECT … FOR UPDATE) for the rest of the database
 * transaction.
 */
export function lockedLedgerColumns(
  trx: Knex.Transaction,
  pk: number,
): Promise<
  Pick<DonationTableRow, 'id' | 'fund' | 'target_amount' | 'total_collected' | 'total_disbursed'> | undefined
> {
  return trx('donations')
    .where({ id: pk })
    .forUpdate()
    .first('id', 'fund', 'target_amount', 'total_collected', 'total_disbursed');
}

/** Every campaign's counters, by id. */
export function campaignCounters(
  db: Knex,
): Promise<Pick<DonationTableRow, 'id' | 'donation_id' | 'total_collected' | 'total_disbursed'>[]> {
  return db('donations').orderBy('id', 'asc').select('id', 'donation_id', 'total_collected', 'total_disbursed');
}

/** The campaign's row, typed as any chain's counters (total_collected, total_disbursed). */
export const campaignCountersRow = (db: Knex | Knex.Transaction, pk: number) =>
  db<CounterColumns>('donations').where({ id: pk });

export async function addToCollected(trx: Knex.Transaction, pk: number, amount: number): Promise<void> {
  await trx('donations').where({ id: pk }).increment('total_collected', amount);
}

/** Takes an amount off the campaign's collected total, never below 0. */
export async function takeFromCollected(trx: Knex.Transaction, pk: number, amount: number): Promise<void> {
  await trx.raw(
    'UPDATE donations SET total_collected = GREATEST(CAST(total_collected AS SIGNED) - ?, 0) WHERE id = ?',
    [amount, pk],
  );
}

export async function addToDisbursed(trx: Knex.Transaction, pk: number, amount: number): Promise<void> {
  await trx('donations').where({ id: pk }).increment('total_disbursed', amount);
}

/** The campaign of a public id, its row locked (SELECT … FOR UPDATE) until the transaction ends. */
export function lockCampaignByDonationId(trx: Knex.Transaction, donationId: string): Promise<CampaignRow | undefined> {
  return trx('donations').where({ donation_id: donationId }).forUpdate().first();
}

/** Published campaigns whose end is still ahead, the nearest end first. */
export function publishedEndingAfter(
  db: Knex,
  now: Date,
): Promise<
  Pick<
    DonationTableRow,
    'donation_id' | 'title' | 'target_amount' | 'total_collected' | 'donor_count' | 'expiry_time'
  >[]
> {
  return db('donations')
    .where({ draft: false })
    .where('expiry_time', '>', now)
    .orderBy('expiry_time', 'asc')
    .orderBy('id', 'asc')
    .select('donation_id', 'title', 'target_amount', 'total_collected', 'donor_count', 'expiry_time');
}

/** The public ids and titles of these campaigns. */
export function campaignNamesOf(
  db: Knex,
  ids: number[],
): Promise<Pick<DonationTableRow, 'id' | 'donation_id' | 'title'>[]> {
  return ids.length ? db('donations').whereIn('id', ids).select('id', 'donation_id', 'title') : Promise.resolve([]);
}

/** The rows of these campaigns, in no particular order. */
export function campaignsByPk(db: Knex, pks: number[]): Promise<CampaignRow[]> {
  return pks.length ? db('donations').whereIn('id', pks) : Promise.resolve([]);
}

/** A campaign's row, if it exists. */
export function findCampaign(db: Knex, pk: number): Promise<DonationTableRow | undefined> {
  return db('donations').where({ id: pk }).first();
}

/** A campaign's public id, if the campaign exists. */
export async function donationIdOf(db: Knex, pk: number): Promise<string | undefined> {
  return (await db('donations').where({ id: pk }).first('donation_id'))?.donation_id;
}
