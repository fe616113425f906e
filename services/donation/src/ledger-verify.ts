import type { Db } from '@yayasan/service-kit';
import { GENERAL_FUND_LABEL } from '@yayasan/validation';
import { GENERAL_FUND_PK, verifyAllChains } from './domain/ledger-chain';

/**
 * `npm run ledger:verify`: recomputes every campaign's hash chain, and the general fund's, from the
 * database and checks their counters against them. Prints the first entry that does not match (campaign, position) and
 * answers exit code 1 then, 0 when every chain matches.
 */
export async function runLedgerVerify(db: Db, print: (line: string) => void = console.log): Promise<number> {
  const { checked, mismatch } = await verifyAllChains(db);
  if (mismatch) {
    const chain =
      mismatch.donation_pk === GENERAL_FUND_PK
        ? `the general fund (${GENERAL_FUND_LABEL})`
        : `campaign ${mismatch.donation_id} (id ${mismatch.donation_pk})`;
    print(`Ledger mismatch: ${chain}, entry seq ${mismatch.seq}: ${mismatch.reason}`);
    return 1;
  }
  print(`Ledger verified: ${checked} entries, every chain matches.`);
  return 0;
}
