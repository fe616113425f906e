import { AuditTrail, notFound, type AuditActor, type Db } from '@yayasan/service-kit';
import { lockedAdminFlag, setAdminRights } from '../repositories/users';

/** The account service's audit trail (migration 012): changes of anyone's admin rights. */
export const accountAudit = new AuditTrail(
  'account',
  { log: 'account_audit_log', head: 'account_audit_head' },
  { 'admin.grant': ['is_admin'], 'admin.revoke': ['is_admin'] },
);

/**
 * Grants or removes a user's admin rights and records who did it, in one transaction (the user's
 * row is locked first, so the recorded "before" is the value the change replaced).
 */
export async function changeAdminRights(
  db: Db,
  userId: number,
  isAdmin: boolean,
  by: { actor: AuditActor; requestId?: string | null },
): Promise<void> {
  await accountAudit.within(
    db,
    async (trx) => {
      const before = await lockedAdminFlag(trx, userId);
      if (!before) throw notFound('Pengguna tidak ditemukan');
      await setAdminRights(trx, userId, isAdmin);
      return before;
    },
    (before) => ({
      action: isAdmin ? 'admin.grant' : 'admin.revoke',
      actor: by.actor,
      object: { type: 'user', id: userId },
      before: { is_admin: Boolean(before.is_admin) },
      after: { is_admin: isAdmin },
      requestId: by.requestId ?? null,
    }),
  );
}
