import type { GalleryItem } from '@yayasan/contracts';
import { inIdOrder, type Db } from '@yayasan/service-kit';
import { ALL, PUBLISHED, readCounter } from '../repositories/gallery-counters';
import {
  deleteItem,
  findItemRow,
  insertItem,
  itemRows,
  lockedDraft,
  pageOfItemIds,
  updateItem,
  type EditableColumns,
  type GalleryOrder,
  type GalleryRow,
} from '../repositories/gallery-items';
import { noteItemChange, stateOf } from './gallery-counters';

/** Every item is filed under this one category (the spec has no other). */
const GALLERY_CATEGORY = 'Default';

export interface GalleryInput {
  title: string;
  description: string;
  image_url: string;
  draft: boolean;
  fileSize: number;
}

const toGalleryItem = (row: GalleryRow): GalleryItem => ({
  _id: String(row.id),
  title: row.title,
  description: row.description,
  image_url: row.image_url,
  draft: Boolean(row.draft),
  fileSize: Number(row.file_size),
  category: row.category,
  createdAt: new Date(row.created_at).toISOString(),
});

const editableColumns = (input: GalleryInput): EditableColumns => ({
  title: input.title,
  description: input.description,
  image_url: input.image_url,
  draft: input.draft,
  file_size: input.fileSize,
  category: GALLERY_CATEGORY,
});

/** In order of creation (`asc`, the spec's order) or newest first (`desc`); drafts only when asked for. */
export async function listGalleryItems(
  db: Db,
  options: { includeDrafts: boolean; order: GalleryOrder; limit: number; offset: number },
): Promise<{ items: GalleryItem[]; total: number }> {
  const [ids, total] = await Promise.all([
    pageOfItemIds(db, options),
    readCounter(db, options.includeDrafts ? ALL : PUBLISHED),
  ]);
  const rows = await itemRows(db, ids);
  return { items: inIdOrder(ids, rows, (r) => r.id).map(toGalleryItem), total };
}

export async function findGalleryItem(db: Db, id: number): Promise<GalleryItem | null> {
  const row = await findItemRow(db, id);
  return row ? toGalleryItem(row) : null;
}

export async function createGalleryItem(db: Db, input: GalleryInput, createdBy: number): Promise<GalleryItem> {
  const id = await db.transaction(async (trx) => {
    const created = await insertItem(trx, editableColumns(input), createdBy);
    await noteItemChange(trx, 'absent', stateOf(input.draft));
    return created;
  });
  return (await findGalleryItem(db, id))!;
}

/** Replaces the editable fields; null when the item does not exist. */
export async function updateGalleryItem(db: Db, id: number, input: GalleryInput): Promise<GalleryItem | null> {
  const found = await db.transaction(async (trx) => {
    const draft = await lockedDraft(trx, id);
    if (draft === undefined) return false;
    await updateItem(trx, id, editableColumns(input));
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
    await deleteItem(trx, id);
    await noteItemChange(trx, stateOf(draft), 'absent');
    return true;
  });
}
