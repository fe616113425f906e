import type { GalleryItem } from '@yayasan/contracts';
import { inIdOrder, type Db } from '@yayasan/service-kit';
import { ALL, noteItemChange, PUBLISHED, readCounter, stateOf } from './gallery-counters';

/** Every item is filed under this one category (the spec has no other). */
export const GALLERY_CATEGORY = 'Default';

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

export interface GalleryInput {
  title: string;
  description: string;
  image_url: string;
  draft: boolean;
  fileSize: number;
}

export const toGalleryItem = (row: GalleryRow): GalleryItem => ({
  _id: String(row.id),
  title: row.title,
  description: row.description,
  image_url: row.image_url,
  draft: Boolean(row.draft),
  fileSize: Number(row.file_size),
  category: row.category,
  createdAt: new Date(row.created_at).toISOString(),
});

export type GalleryOrder = 'asc' | 'desc';

/** In order of creation (`asc`, the spec's order) or newest first (`desc`); drafts only when asked for. */
export async function listGalleryItems(
  db: Db,
  options: { includeDrafts: boolean; order: GalleryOrder; limit: number; offset: number },
): Promise<{ items: GalleryItem[]; total: number }> {
  const base = () => {
    const q = db<GalleryRow>('gallery_items');
    if (!options.includeDrafts) q.where('draft', false);
    return q;
  };
  // A deferred join: the page's ids come from the (draft, created_at) or (created_at) index alone,
  // which also holds the id, so a deep page reads no more rows than the first one.
  const pageIds = async () =>
    (
      await base()
        .orderBy([
          { column: 'created_at', order: options.order },
          { column: 'id', order: options.order },
        ])
        .limit(options.limit)
        .offset(options.offset)
        .pluck('id')
    ).map(Number);
  const [ids, total] = await Promise.all([pageIds(), readCounter(db, options.includeDrafts ? ALL : PUBLISHED)]);
  const rows = ids.length ? await db<GalleryRow>('gallery_items').whereIn('id', ids) : [];
  return { items: inIdOrder(ids, rows, (r) => r.id).map(toGalleryItem), total };
}

export async function findGalleryItem(db: Db, id: number): Promise<GalleryItem | null> {
  const row = await db<GalleryRow>('gallery_items').where({ id }).first();
  return row ? toGalleryItem(row) : null;
}

/** The editable columns, the same on create and update. */
const editableColumns = (input: GalleryInput) => ({
  title: input.title,
  description: input.description,
  image_url: input.image_url,
  draft: input.draft,
  file_size: input.fileSize,
  category: GALLERY_CATEGORY,
});

export async function createGalleryItem(db: Db, input: GalleryInput, createdBy: number): Promise<GalleryItem> {
  const id = await db.transaction(async (trx) => {
    const [created] = await trx('gallery_items').insert({ ...editableColumns(input), created_by: createdBy });
    await noteItemChange(trx, 'absent', stateOf(input.draft));
    return created;
  });
  return (await findGalleryItem(db, id))!;
}

/** The item's draft flag, its row locked until the transaction ends; undefined when it does not exist. */
const lockedDraft = async (trx: Db, id: number) =>
  (await trx('gallery_items').where({ id }).forUpdate().first('draft'))?.draft;

/** Replaces the editable fields; null when the item does not exist. */
export async function updateGalleryItem(db: Db, id: number, input: GalleryInput): Promise<GalleryItem | null> {
  const found = await db.transaction(async (trx) => {
    const draft = await lockedDraft(trx, id);
    if (draft === undefined) return false;
    await trx('gallery_items').where({ id }).update(editableColumns(input));
    await noteItemChange(trx, stateOf(draft), stateOf(input.draft));
    return true;
  });
  // Read back rather than trust the affected-row count: an identical save changes no row.
  return found ? findGalleryItem(db, id) : null;
}

export async function deleteGalleryItem(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const draft = await lockedDraft(trx, id);
    if (draft === undefined) return false;
    await trx('gallery_items').where({ id }).delete();
    await noteItemChange(trx, stateOf(draft), 'absent');
    return true;
  });
}
