// What runs on the blog's data outside a request, for the tools in infra/ (the large seed): recounts
// of the counters a bulk insert leaves behind.
export { recountPublished } from './domain/blog-counters';
export { backfillNotificationCounts } from '../migrations/007_notification_counts';
export { blogAudit } from './domain/audit-trail';
