import { Type } from '@sinclair/typebox';
import { RELEASE_HEALTH_MAX_HOURS } from '../release-health-limits';
import { REMOTE_NAMES } from '../routes';

/**
 * The administrators' release health (`GET /api/admin/release-health`, answered by the gateway): per
 * remote, what it serves now and how each recent version fared with visitors, bucket by bucket, from
 * the gateway's field window, with the canary verdicts of the audit trail marked.
 */

const Remote = Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name)));
const Ms = Type.Integer({ minimum: 0, description: 'Milliseconds since the epoch' });
const Share = Type.Number({ minimum: 0, maximum: 1 });
const P75 = Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
  description: 'Milliseconds; null when no view in the bucket measured it',
});

export const ReleaseHealthQuerySchema = Type.Object({
  hours: Type.Optional(
    Type.Integer({ minimum: 1, maximum: RELEASE_HEALTH_MAX_HOURS, default: 6, description: 'How far back' }),
  ),
});

export const ReleaseHealthPointSchema = Type.Object({
  t: { ...Ms, description: "The bucket's first minute" },
  pageViews: Type.Integer({ minimum: 0 }),
  errorRate: { ...Share, description: 'Page views with an uncaught error attributed to this version, per page view' },
  loadFailureRate: { ...Share, description: 'Page views where this version could not be loaded, per page view' },
  p75Lcp: P75,
  p75Inp: P75,
});

export const ReleaseHealthVersionSchema = Type.Object({
  version: Type.String(),
  state: Type.Union([Type.Literal('live'), Type.Literal('canary'), Type.Literal('previous'), Type.Literal('build')], {
    description: "The registry's state now; build: the remote's in-place build, served when no release is live",
  }),
  points: Type.Array(ReleaseHealthPointSchema, { description: 'Buckets with page views only, oldest first' }),
});

export const ReleaseDecisionSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  version: Type.String({ description: 'The canary judged' }),
  decision: Type.Union([Type.Literal('promote'), Type.Literal('rollback')]),
  summary: Type.String({ description: "The analysis's reason, with its figures" }),
});

export const RemoteHealthSchema = Type.Object({
  remote: Remote,
  live: Type.Union([Type.String(), Type.Null()], { description: 'null: the in-place build' }),
  canary: Type.Union([
    Type.Object({ version: Type.String(), percent: Type.Integer({ minimum: 0, maximum: 100 }) }),
    Type.Null(),
  ]),
  versions: Type.Array(ReleaseHealthVersionSchema),
  decisions: Type.Array(ReleaseDecisionSchema, { description: 'Oldest first' }),
});

export const ReleaseHealthSchema = Type.Object({
  from: { ...Ms, description: 'The first bucket covered' },
  to: { ...Ms, description: 'When the figures were read: the end of the time axis' },
  bucketMinutes: Type.Integer({ minimum: 1 }),
  remotes: Type.Array(RemoteHealthSchema),
});
