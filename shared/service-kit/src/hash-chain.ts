import { createHash } from 'node:crypto';

/**
 * The hashing every append-only chain of the site shares (the donation ledger's, the audit trails'):
 * each record's hash is sha256(previous hash + canonical form of the record), hex; the first record
 * follows the genesis hash. A record changed afterwards no longer matches its hash, and a record
 * removed breaks the next one's link.
 */
export const CHAIN_GENESIS = '0'.repeat(64);

export const chainHash = (prevHash: string, canonical: string): string =>
  createHash('sha256')
    .update(prevHash + canonical)
    .digest('hex');

/**
 * JSON with object keys sorted at every depth (and undefined members left out), so the same record
 * always serializes, and hashes, the same way whatever order its fields were built in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
