import type { FieldBeacon, FieldFailure, FieldVital, RemoteName } from '@yayasan/contracts';
import type { FieldReleases } from './releases';

/** Canary: the version is the registry's current canary for its remote; anything else is stable. */
export type FieldChannel = 'canary' | 'stable';

export interface RemoteOnPage {
  remote: RemoteName;
  version: string;
  channel: FieldChannel;
}

/** A failure with the remote version it is counted against; none when the beacon names no remote on the page. */
export interface PageFailure extends FieldFailure {
  on?: RemoteOnPage;
}

/** An accepted beacon as it is counted: each remote with the channel the gateway gives it. */
export interface PageView {
  route: string;
  remotes: RemoteOnPage[];
  vitals: FieldVital[];
  failures: PageFailure[];
}

export function channelOf(releases: FieldReleases, remote: RemoteName, version: string): FieldChannel {
  return releases[remote]?.canary === version ? 'canary' : 'stable';
}

export function pageViewOf(beacon: FieldBeacon, releases: FieldReleases): PageView {
  const remotes = beacon.remotes.map(({ remote, version }) => ({
    remote,
    version,
    channel: channelOf(releases, remote, version),
  }));
  const failures = beacon.failures.map((failure) => ({
    ...failure,
    on: failure.remote === undefined ? undefined : remotes.find((r) => r.remote === failure.remote),
  }));
  return { route: beacon.route, remotes, vitals: beacon.vitals, failures };
}
