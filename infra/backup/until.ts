/**
 * `--until` is a wall-clock time in Asia/Jakarta (WIB, UTC+7, no daylight saving): the foundation's
 * own time, the one its people and its receipts use. It is converted to UTC once, here, and the binary
 * log tool is run in UTC, so the machine's own zone never matters.
 */
export const UNTIL_ZONE = 'WIB (Asia/Jakarta, UTC+7)';
const WIB_OFFSET = '+07:00';
const FORMAT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** The moment "YYYY-MM-DD HH:MM:SS" WIB stands for; throws with the expected form otherwise. */
export function parseUntil(text: string): Date {
  const m = FORMAT.exec(text.trim());
  const at = m ? new Date(`${m[1]}T${m[2]}${WIB_OFFSET}`) : null;
  if (!at || Number.isNaN(at.getTime()) || formatWib(at) !== text.trim())
    throw new Error(`--until must be a time "YYYY-MM-DD HH:MM:SS" in ${UNTIL_ZONE}, got "${text}"`);
  return at;
}

/** "YYYY-MM-DD HH:MM:SS" of a moment in WIB. */
export const formatWib = (at: Date) =>
  new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** "YYYY-MM-DD HH:MM:SS" of a moment in UTC: what mariadb-binlog reads with TZ=UTC. */
export const formatUtc = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');
