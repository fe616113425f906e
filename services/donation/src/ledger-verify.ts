import type { Db } from '@yayasan/service-kit';
import { verifyAllChains } from './domain/ledger-chain';

/**
 * `npm run ledger:verify`: recomputes every campaign's hash chain from the database and checks the
 * campaign counters against it. Prints the first entry that does not match (campaign, position) and
 * answers exit code 1 then, 0 when every chain matches.
 */
export async function runLedgerVerify(db: Db, print: (line: string) => void = console.log): Promise<number> {
  const { checked, mismatch } = await verifyAllChains(db);
  if (mismatch) {
    print(
      `Ledger mismatch: campaign ${mismatch.donation_id} (id ${mismatch.donation_pk}), entry seq ${mismatch.seq}: ${mismatch.reason}`,
    );
    return 1;
  }
  print(`Ledger verified: ${checked} entries, every chain matches.`);
  return 0;
}
