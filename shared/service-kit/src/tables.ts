import type { SessionStandingRow, UserStandingRow } from './table-owners';

/** What the service kit's own plumbing reads in every service (table-owners.ts: the token check). */
declare module 'knex/types/tables' {
  interface Tables {
    user_standings: UserStandingRow;
    session_standings: SessionStandingRow;
  }
}
