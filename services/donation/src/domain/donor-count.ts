import type { Knex } from 'knex';
import { moveDonorCount } from '../repositories/donations';
import { GENERAL_FUND_PK } from './ledger-chain';

/**
 * Moves a campaign's stored number of donors by one as a donation starts (+1) or stops (-1) counting,
 * inside the writer's transaction, after it took the campaign's lock. The general fund has no campaign
 * row and no donor count.
 */
export async function changeDonorCount(trx: Knex.Transaction, donationPk: number, effect: -1 | 0 | 1): Promise<void> {
  if (effect === 0 || donationPk === GENERAL_FUND_PK) return;
  await moveDonorCount(trx, donationPk, effect);
}
