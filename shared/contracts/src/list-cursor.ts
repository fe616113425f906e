/**
 * The cursor of a newest-first list (`after` of /latest-blogs and /notifications): "the page after
 * this item". The client builds it from the last item it holds and the service reads it back, both
 * with the helpers below, so its format lives here only; clients treat it as opaque. The service
 * seeks there on its index, so every page costs what the first costs, and items deleted in the
 * meantime move nothing.
 */

/** The answer to a cursor that listCursor did not make. */
export const LIST_CURSOR_INVALID = 'Penanda halaman tidak valid; muat ulang daftar dari halaman pertama';

/** Longest cursor the request schemas let through (a well-formed one is far shorter). */
export const LIST_CURSOR_MAX = 64;

/** An item's place in a newest-first list: its time (publication, creation), then its id. */
export interface ListPosition {
  at: Date;
  id: number;
}

/** The cursor of an item, or undefined for one without a time (a draft has no publication time). */
export function listCursor(time: string | null, id: number): string | undefined {
  const at = time === null ? NaN : Date.parse(time);
  return Number.isFinite(at) && at >= 0 ? `${at}_${id}` : undefined;
}

/** The place a cursor names, or null when it is not a cursor listCursor could have made. */
export function readListCursor(cursor: string): ListPosition | null {
  const match = /^(\d{1,15})_(\d{1,15})$/.exec(cursor);
  if (!match) return null;
  const at = new Date(Number(match[1]));
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id < 1 || Number.isNaN(at.getTime())) return null;
  return { at, id };
}
