/** A plain acknowledgement (`/delete-blog`, `/reset-password`, `/change-password`, ...). */
export interface StatusAnswer {
  status: string;
}
