import type { FastifyRequest } from 'fastify';
import { AuditTrail, auditActor, type AuditAct } from '@yayasan/service-kit';

/**
 * The donation service's audit trail (migration 018): campaigns, their news and the ledger's
 * administrative entries. Each action keeps only the fields named here (never a donor's e-mail or
 * note, a payment's keys or tokens).
 */
const CAMPAIGN = [
  'donation_id',
  'title',
  'description',
  'thumbnail',
  'target_amount',
  'expiry_time',
  'draft',
  'fund',
  'regular_programme',
];
const NEWS = ['update_id', 'title', 'pictures', 'disbursement_seq'];
const ENTRY = ['seq', 'kind', 'amount', 'fund', 'category', 'description', 'occurred_at', 'proofs', 'reverses_seq'];

export const donationAudit = new AuditTrail(
  'donation',
  { log: 'donation_audit_log', head: 'donation_audit_head' },
  {
    'campaign.create': CAMPAIGN,
    'campaign.update': CAMPAIGN,
    'campaign.publish': CAMPAIGN,
    'campaign.unpublish': CAMPAIGN,
    'news.create': NEWS,
    'news.update': NEWS,
    'news.delete': NEWS,
    'disbursement.record': ENTRY,
    'offline_gift.record': [...ENTRY, 'order_id', 'method', 'show_in_donor_list'],
    'ledger.reverse': ENTRY,
  },
);

/** An act of the request's administrator on one object. */
export const actOf = (
  request: FastifyRequest,
  action: string,
  object: AuditAct['object'],
  before: object | null,
  after: object | null,
): AuditAct => ({ action, actor: auditActor(request), object, before, after, requestId: request.id });

/** A campaign change's action: moving between draft and published is named as such. */
export const campaignAction = (before: { draft: unknown }, after: { draft: unknown }) =>
  Boolean(before.draft) === Boolean(after.draft)
    ? 'campaign.update'
    : after.draft
      ? 'campaign.unpublish'
      : 'campaign.publish';

/** A campaign's chain object: its public id, or the general fund. */
export const ledgerObject = (donationId: string) => ({ type: 'ledger', id: donationId });

/** A campaign row as the trail keeps it: its TINYINT flags as booleans. */
export const campaignFields = (row: { draft: unknown; regular_programme?: unknown }) => ({
  ...row,
  draft: Boolean(row.draft),
  regular_programme: Boolean(row.regular_programme),
});
