import type { Db } from '@yayasan/service-kit';

// Where the gallery's items are read and written: every query on `gallery_items` lives here.

export interface GalleryRow {
  id: number;
  title: string;
  description: string;
  image_url: string;
  draft: number | boolean;
  file_size: number;
  category: string;
  created_by: number;
  created_at: Date;
}

/** The columns an administrator sets, the same on create and update. */
export type EditableColumns = Pick<
  GalleryRow,
  'title' | 'description' | 'image_url' | 'draft' | 'file_size' | 'category'
>;

export type GalleryOrder = 'asc' | 'desc';

/**
 * One page of item ids in order of creation (`asc`) or newest first (`desc`), drafts only when asked
 * for. The ids come from the (draft, created_at) or (created_at) index alone, which also holds the id,
 * so a deep page reads no more rows than the first one (the rows are read by id afterwards).
 */
export async function pageOfItemIds(
  db: Db,
  page: { includeDrafts: boolean; order: GalleryOrder; limit: number; offset: number },
): Promise<number[]> {
  const q = db('gallery_items');
  if (!page.includeDrafts) q.where('draft', false);
  const ids = await q
    .orderBy([
      { column: 'created_at', order: page.order },
      { column: 'id', order: page.order },
    ])
    .limit(page.limit)
    .offset(page.offset)
    .pluck('id');
  return ids.map(Number);
}

/** The rows of these ids, in no particular order. */
export const itemRows = (db: Db, ids: number[]): Promise<GalleryRow[]> =>
  ids.length ? db('gallery_items').whereIn('id', ids) : Promise.resolve([]);

export const findItemRow = (db: Db, id: number): Promise<GalleryRow | undefined> =>
  db('gallery_items').where({ id }).first();

/** The id of an item with this title, if any (the demo data is created once). */
export async function itemIdByTitle(db: Db, title: string): Promise<number | undefined> {
  return (await db('gallery_items').where({ title }).first('id'))?.id;
}

/** Resolves to the new item's id. */
export async function insertItem(trx: Db, columns: EditableColumns, createdBy: number): Promise<number> {
  const [id] = await trx('gallery_items').insert({ ...columns, created_by: createdBy });
  return id;
}

/** The item's draft flag, its row locked until the transaction ends; undefined when it does not exist. */
export async function lockedDraft(trx: Db, id: number): Promise<GalleryRow['draft'] | undefined> {
  return (await trx('gallery_items').where({ id }).forUpdate().first('draft'))?.draft;
}

export async function updateItem(trx: Db, id: number, columns: EditableColumns): Promise<void> {
  await trx('gallery_items').where({ id }).update(columns);
}

export async function deleteItem(trx: Db, id: number): Promise<void> {
  await trx('gallery_items').where({ id }).delete();
}
