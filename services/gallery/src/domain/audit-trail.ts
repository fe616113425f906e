import { AuditTrail } from '@yayasan/service-kit';

/** The gallery service's audit trail (migration 003): items added, changed and deleted by administrators. */
const ITEM = ['_id', 'title', 'description', 'image_url', 'draft', 'category'];

export const galleryAudit = new AuditTrail(
  'gallery',
  { log: 'gallery_audit_log', head: 'gallery_audit_head' },
  { 'gallery.create': ITEM, 'gallery.update': ITEM, 'gallery.delete': ITEM },
);

export const galleryObject = (id: string | number) => ({ type: 'gallery_item', id: String(id) });
