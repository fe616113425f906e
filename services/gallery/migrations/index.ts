import type { MigrationList } from '@yayasan/service-kit';
import { m001GalleryItems } from './001_gallery_items';
import { m002GalleryCounters } from './002_gallery_counters';
import { m003AuditTrail } from './003_audit_trail';

export const migrations: MigrationList = {
  '001_gallery_items': m001GalleryItems,
  '002_gallery_counters': m002GalleryCounters,
  '003_audit_trail': m003AuditTrail,
};
