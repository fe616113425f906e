// What the tools in infra/ may use of the account service outside a request: the large seed writes
// users with the same password hash as sign-up.
export { hashPassword } from './domain/users';
export { accountAudit } from './domain/admin-audit';
