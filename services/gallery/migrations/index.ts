import type { MigrationList } from '@yayasan/service-kit';
import { m001GalleryItems } from './001_gallery_items';

export const migrations: MigrationList = {
  '001_gallery_items': m001GalleryItems,
};
