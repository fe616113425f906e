import type { Static } from '@sinclair/typebox';
import type {
  FieldBeaconSchema,
  FieldFailureSchema,
  FieldRemoteSchema,
  FieldVitalSchema,
} from '../schemas/field-signals';
import { FIELD_MESSAGE_MAX_CHARS } from '../field-signal-limits';

/**
 * Field signals: what visitors' browsers report of each sampled page view, derived from
 * schemas/field-signals.ts.
 *
 * Route (gateway): POST /field   anyone, `navigator.sendBeacon`   FieldBeacon → 204
 */

export const FIELD_BEACON_PATH = '/field';
/** The performance mark the shell leaves once this tab's page views are reported: browser tests wait on it. */
export const FIELD_SIGNALS_MARK = 'field-signals';
/** The route pattern reported for an address no route matches (the not-found page). */
export const FIELD_UNMATCHED_ROUTE = '/*';
/**
 * The `<meta name>` in which the gateway tells the page what share of page views to report (0–1,
 * FIELD_SAMPLE_RATE; every view in development, FIELD_PRODUCTION_SAMPLE_RATE in production).
 */
export const FIELD_SAMPLE_RATE_META = 'field-sample-rate';
export const FIELD_PRODUCTION_SAMPLE_RATE = 0.1;

/** The version the shell reports for a remote served from its in-place build, not a release. */
export const IN_PLACE_VERSION = 'build';

/**
 * An error message as it may leave the browser: e-mail addresses and long digit runs (ids, phone and
 * account numbers) replaced, cut to FIELD_MESSAGE_MAX_CHARS. The gateway applies it again.
 */
export function scrubFieldMessage(message: string): string {
  return message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/[^\s@]+@[^\s@]+/g, '<email>')
    .replace(/\d{4,}/g, '<n>')
    .slice(0, FIELD_MESSAGE_MAX_CHARS);
}

export type FieldRemote = Static<typeof FieldRemoteSchema>;
export type FieldVital = Static<typeof FieldVitalSchema>;
export type FieldFailure = Static<typeof FieldFailureSchema>;
export type FieldBeacon = Static<typeof FieldBeaconSchema>;
