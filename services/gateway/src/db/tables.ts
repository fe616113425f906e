import type { RemoteName } from '@yayasan/contracts';

/** `remote_releases` (001): a published release of a remote and its state (the release tool writes only known remotes). */
export interface RemoteReleaseRow {
  id: number;
  remote: RemoteName;
  version: string;
  published_at: Date;
  state: 'live' | 'canary' | 'previous';
  /** TINYINT: only for the canary, the share of visitors (0–100) who get it. */
  canary_percent: number | null;
}

/** `field_counts` (003): page views, failures by kind and vitals seen, per remote version and minute. */
export interface FieldCountRow {
  remote: RemoteName;
  version: string;
  /** Minutes since the epoch. */
  minute: number;
  /** `page_views`, `failure:<kind>` or `seen:<vital>`. */
  name: string;
  count: number;
}

/** `field_vital_samples` (003): a bounded sample of each vital's values per remote version and minute. */
export interface FieldVitalSampleRow {
  remote: RemoteName;
  version: string;
  minute: number;
  vital: 'LCP' | 'INP' | 'CLS';
  slot: number;
  value: number;
}

/** The gateway's tables (migrations 001 and 003). */
declare module 'knex/types/tables' {
  interface Tables {
    remote_releases: RemoteReleaseRow;
    field_counts: FieldCountRow;
    field_vital_samples: FieldVitalSampleRow;
  }
}

/** `canary_watches` (004): a remote's canary being judged by visitors until `until_at`. */
export interface CanaryWatchRow {
  remote: RemoteName;
  version: string;
  until_at: Date;
  min_page_views: number | null;
  created_at: Date;
}
