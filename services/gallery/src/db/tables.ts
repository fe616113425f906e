import type { UserCardRow, UserContactRow } from '@yayasan/service-kit';
import type { GalleryRow } from '../repositories/gallery-items';

/** `gallery_counters` (002): named counters (BIGINT). */
export interface GalleryCounterRow {
  name: string;
  value: number;
}

/** The gallery service's tables (migrations 001–002) and the views published for it. */
declare module 'knex/types/tables' {
  interface Tables {
    gallery_items: GalleryRow;
    gallery_counters: GalleryCounterRow;
    user_cards: UserCardRow;
    user_contacts: UserContactRow;
  }
}
