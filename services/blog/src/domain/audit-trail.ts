import { AuditTrail } from '@yayasan/service-kit';

/** The blog service's audit trail (migration 010): articles deleted by an administrator. */
export const blogAudit = new AuditTrail(
  'blog',
  { log: 'blog_audit_log', head: 'blog_audit_head' },
  { 'article.delete': ['blog_id', 'title', 'author_id', 'draft', 'published_at'] },
);
