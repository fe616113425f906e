import type { Static } from '@sinclair/typebox';
import type { AuditPageSchema, AuditQuerySchema, AuditRecordSchema } from '../schemas/audit';

/**
 * The audit trail's wire types (schemas/audit.ts) and the services that keep one. Routes, behind the
 * gateway's /api, administrators only:
 *   GET /audit-<service>?action&actor&object_type&object_id&from&to&after&limit   AuditPage
 *   GET /audit-<service>/export.csv?action&actor&object_type&object_id&from&to   CSV
 */
export type AuditRecord = Static<typeof AuditRecordSchema>;
export type AuditPage = Static<typeof AuditPageSchema>;
export type AuditQuery = Static<typeof AuditQuerySchema>;

/** The services whose acts are audited and read on the dashboard (the gateway's releases are verified, not served). */
export const AUDITED_SERVICES = ['donation', 'gallery', 'blog', 'account'] as const;
export type AuditedService = (typeof AUDITED_SERVICES)[number];

/** The first path segment of a service's audit endpoint. */
export const auditPath = (service: AuditedService | 'gateway') => `/audit-${service}`;

/** Every audited action and how the dashboard names it. */
export const AUDIT_ACTIONS = {
  'campaign.create': 'Membuat kampanye',
  'campaign.update': 'Mengubah kampanye',
  'campaign.publish': 'Menerbitkan kampanye',
  'campaign.unpublish': 'Menjadikan kampanye draf',
  'news.create': 'Menulis kabar kampanye',
  'news.update': 'Mengubah kabar kampanye',
  'news.delete': 'Menghapus kabar kampanye',
  'disbursement.record': 'Mencatat penyaluran',
  'offline_gift.record': 'Mencatat donasi luring',
  'ledger.reverse': 'Membatalkan entri buku kas',
  'gallery.create': 'Menambah galeri',
  'gallery.update': 'Mengubah galeri',
  'gallery.delete': 'Menghapus galeri',
  'article.delete': 'Menghapus artikel',
  'admin.grant': 'Memberi hak admin',
  'admin.revoke': 'Mencabut hak admin',
  'release.publish': 'Menerbitkan rilis',
  'release.promote': 'Menjadikan canary rilis utama',
  'release.rollback': 'Mengembalikan rilis',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
