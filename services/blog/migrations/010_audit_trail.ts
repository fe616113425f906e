import { auditHeadColumns, auditLogColumns, emptyAuditHead, type Migration } from '@yayasan/service-kit';

/**
 * The audit trail of the blog service's administrative acts: an append-only, hash-chained log and
 * its one-row head (the newest position and hash, the lock every append takes). See service-kit's audit.ts.
 */
export const m010AuditTrail: Migration = {
  async up(db) {
    await db.schema.createTable('blog_audit_log', auditLogColumns);
    await db.schema.createTable('blog_audit_head', auditHeadColumns);
    await db('blog_audit_head').insert(emptyAuditHead());
  },
  async down(db) {
    await db.schema.dropTableIfExists('blog_audit_head');
    await db.schema.dropTableIfExists('blog_audit_log');
  },
};
