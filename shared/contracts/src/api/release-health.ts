import type { Static } from '@sinclair/typebox';
import type {
  ReleaseDecisionSchema,
  ReleaseHealthPointSchema,
  ReleaseHealthQuerySchema,
  ReleaseHealthSchema,
  ReleaseHealthVersionSchema,
  RemoteHealthSchema,
} from '../schemas/release-health';
import { RELEASE_HEALTH_MAX_HOURS } from '../release-health-limits';

/**
 * Release health: how each remote's versions fare with visitors, derived from schemas/release-health.ts.
 *
 * Route (gateway): GET /api/admin/release-health?hours   administrators   ReleaseHealth
 */

export const RELEASE_HEALTH_PATH = '/admin/release-health';
/** About this many buckets per curve, whatever the span: the bucket is the span divided by it, in whole minutes. */
export const RELEASE_HEALTH_BUCKETS = 72;

export const RELEASE_HEALTH_MESSAGES = {
  hours: `Rentang waktu harus 1 sampai ${RELEASE_HEALTH_MAX_HOURS} jam`,
} as const;

export const releaseHealthBucketMinutes = (hours: number) =>
  Math.max(1, Math.ceil((hours * 60) / RELEASE_HEALTH_BUCKETS));

export type ReleaseHealthQuery = Static<typeof ReleaseHealthQuerySchema>;
export type ReleaseHealthPoint = Static<typeof ReleaseHealthPointSchema>;
export type ReleaseHealthVersion = Static<typeof ReleaseHealthVersionSchema>;
export type ReleaseDecision = Static<typeof ReleaseDecisionSchema>;
export type RemoteHealth = Static<typeof RemoteHealthSchema>;
export type ReleaseHealth = Static<typeof ReleaseHealthSchema>;
