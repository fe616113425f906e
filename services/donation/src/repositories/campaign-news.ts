import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';
import type { CampaignNewsRow } from '../db/tables';

// The campaigns' news posts: every query on `campaign_news` lives here.

/** A post's row with its linked disbursement (null columns when none) and whether a reversal undid it. */
export type NewsWithLink = CampaignNewsRow & {
  link_amount: number | string | null;
  link_occurred_at: Date | null;
  link_description: string | null;
  link_reversal_seq: number | null;
};

/** The columns of a post an administrator writes. */
export interface StoredNews {
  title: string;
  content: string;
  pictures: string;
  disbursement_seq: number | null;
  published_at?: Date;
}

/** The row id of a post, if it still exists. */
export async function newsIdOf(db: Db, updateId: string): Promise<number | undefined> {
  return (await db('campaign_news').where({ update_id: updateId }).first('id'))?.id;
}

/** The seq a stored post links, for an edit that keeps it. */
export async function linkedDisbursementSeq(db: Db, donationPk: number, updateId: string): Promise<number | null> {
  const row = await db('campaign_news')
    .where({ donation_pk: donationPk, update_id: updateId })
    .first('disbursement_seq');
  return row?.disbursement_seq == null ? null : Number(row.disbursement_seq);
}

export async function insertNewsRow(
  db: Db | Knex.Transaction,
  row: StoredNews & {
    published_at: Date;
    update_id: string;
    donation_pk: number;
    created_by: number;
    created_at: Date;
    updated_at: Date;
  },
): Promise<void> {
  await db('campaign_news').insert(row);
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

export async function findNewsRow(
  db: Db | Knex.Transaction,
  donationPk: number,
  updateId: string,
): Promise<NewsWithLink | undefined> {
  const [row] = await withLink(
    db,
    db('campaign_news as n').where({ 'n.donation_pk': donationPk, 'n.update_id': updateId }).limit(1),
  );
  return row;
}

/** Replaces a post's fields; resolves to how many rows changed. */
export function updateNewsRow(db: Db, donationPk: number, updateId: string, values: StoredNews): Promise<number> {
  return db('campaign_news')
    .where({ donation_pk: donationPk, update_id: updateId })
    .update({ ...values, updated_at: new Date() });
}

/** Deletes a post; resolves to how many rows went. */
export function deleteNewsRow(trx: Knex.Transaction, donationPk: number, updateId: string): Promise<number> {
  return trx('campaign_news').where({ donation_pk: donationPk, update_id: updateId }).delete();
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

/** A page of a campaign's news rows, newest published first, with the total for paging (index only). */
export async function pageOfNewsRows(
  db: Db,
  donationPk: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: NewsWithLink[]; total: number }> {
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
  return { rows, total: Number(n) };
}
