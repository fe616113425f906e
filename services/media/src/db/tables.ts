/** `upload_claims` (001): a file name held by an upload until it expires. */
export interface UploadClaimRow {
  name: string;
  expires_at: Date;
}

/** The media service's table (migration 001). */
declare module 'knex/types/tables' {
  interface Tables {
    upload_claims: UploadClaimRow;
  }
}
