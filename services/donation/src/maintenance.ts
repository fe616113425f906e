// What runs on the donation service's data outside a request, for the tools in infra/ (backup checks,
// the large seed, the bench) and the data-rights tests: the ledger's verification, totals and backfill, the pledges' pass.
export { ledgerTotals, verifyAllChains } from './domain/ledger-chain';
export { backfillLedger } from './domain/ledger-backfill';
export { rebuildDonorTotals } from './repositories/donor-totals';
export { runLedgerVerify } from './ledger-verify';
export { donationAudit } from './domain/audit-trail';
export { runPledgePass } from './domain/pledge-reminders';
