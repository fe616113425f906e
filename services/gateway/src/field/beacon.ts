import { TypeCompiler } from '@sinclair/typebox/compiler';
import { IN_PLACE_VERSION, scrubFieldMessage, type FieldBeacon } from '@yayasan/contracts';
import { FieldBeaconSchema } from '@yayasan/contracts/schemas/field-signals';
import { FIELD_MESSAGES } from './messages';
import type { FieldReleases } from './releases';
import { isSiteRoute } from './site-routes';

const beaconChecker = TypeCompiler.Compile(FieldBeaconSchema);

export type BeaconReading = { beacon: FieldBeacon } | { error: string };

/**
 * A beacon's text as the browser sent it, read and judged: the contract's shape, a route the site
 * has, and for each remote a version the registry knows (any state) or the in-place build. Messages
 * are scrubbed again, whatever the browser did.
 */
export function readBeacon(text: string, releases: FieldReleases): BeaconReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: FIELD_MESSAGES.unreadable };
  }
  if (!beaconChecker.Check(parsed)) return { error: FIELD_MESSAGES.malformed };
  if (!isSiteRoute(parsed.route)) return { error: FIELD_MESSAGES.unknownRoute };
  for (const { remote, version } of parsed.remotes) {
    if (version !== IN_PLACE_VERSION && !releases[remote]?.versions.has(version)) {
      return { error: FIELD_MESSAGES.unknownVersion(remote) };
    }
  }
  const failures = parsed.failures.map((failure) =>
    failure.message === undefined ? failure : { ...failure, message: scrubFieldMessage(failure.message) },
  );
  return { beacon: { ...parsed, failures } };
}
