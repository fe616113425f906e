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

/** The gateway's table (migration 001). */
declare module 'knex/types/tables' {
  interface Tables {
    remote_releases: RemoteReleaseRow;
  }
}
