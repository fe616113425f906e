import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { toString as qrSvg } from 'qrcode';
import { SITE_TITLE } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import { RECOVERY_CODE_COUNT, readSecondFactorCode, TOTP_DIGITS, TOTP_PERIOD } from '@yayasan/validation';
import type { SecondFactorRow } from '../db/tables';
import { deleteRecoveryCodesOf, insertRecoveryCodes, takeRecoveryCode } from '../repositories/recovery-codes';
import {
  clearSecondFactor,
  enableSecondFactor,
  secondFactorColumns,
  setPendingSecret,
  takeTotpStep,
} from '../repositories/users';
import type { SecretBox } from './secret-box';

/**
 * The second factor: TOTP (RFC 6238, SHA-1, 6 digits, 30 s) with ±1 step of clock drift, each time
 * step accepted at most once per account, and 10 single-use recovery codes kept as hashes.
 */

export interface SetupDetails {
  /** The secret to type into an app that cannot scan (base32). */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code as an SVG data URL. */
  qr: string;
}

const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: SITE_TITLE,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });

const hashRecoveryCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** The time step a code is valid in, or null: the current step, the one before or the one after. */
function matchingStep(secret: string, code: string, now: number): number | null {
  const totp = totpFor(secret, 'check');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

export const hasSecondFactor = (row: SecondFactorRow) => row.totp_enabled_at !== null && row.totp_secret !== null;

export const secondFactorOf = async (db: Db, userId: number) => (await secondFactorColumns(db, userId)) ?? null;

/** A new secret waiting to be confirmed (replacing any earlier pending one); what the person scans or types. */
export async function startSetup(db: Db, box: SecretBox, userId: number, label: string): Promise<SetupDetails> {
  const secret = new Secret({ size: 20 }).base32;
  await setPendingSecret(db, userId, box.seal(secret));
  const uri = totpFor(secret, label).toString();
  const svg = await qrSvg(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Turns the factor on when `code` matches the pending secret: the secret becomes the account's, the
 * step is remembered (the same code cannot be used again to sign in) and 10 new recovery codes are
 * made. Answers the codes to show once, or null when the code does not match; 'no-setup' when none
 * was started.
 */
export async function confirmSetup(
  db: Db,
  box: SecretBox,
  userId: number,
  code: string,
  now = Date.now(),
): Promise<string[] | null | 'no-setup'> {
  const row = await secondFactorColumns(db, userId);
  if (!row?.totp_pending_secret) return 'no-setup';
  const step = matchingStep(box.open(row.totp_pending_secret), code, now);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (trx) => {
    const changed = await enableSecondFactor(trx, userId, row.totp_pending_secret, step);
    if (changed !== 1) throw new Error('second-factor setup changed while it was confirmed');
    await deleteRecoveryCodesOf(trx, userId);
    await insertRecoveryCodes(
      trx,
      userId,
      codes.map((c) => hashRecoveryCode(c.replace('-', ''))),
    );
  });
  return codes;
}

/** ABCDE-12345: 10 letters and digits without the ones people confuse (0/O, 1/I). */
function newRecoveryCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Checks a code from the app or a recovery code against the account's factor. A TOTP code is taken
 * only for a time step later than the last one taken (one conditional update, so two requests with
 * the same code cannot both pass); a recovery code is marked used in the same way.
 */
export async function verifySecondFactor(
  db: Db,
  box: SecretBox,
  userId: number,
  input: string,
  now = Date.now(),
): Promise<boolean> {
  const code = readSecondFactorCode(input);
  const row = await secondFactorColumns(db, userId);
  if (!code || !row || !hasSecondFactor(row)) return false;
  if (code.kind === 'recovery') {
    const used = await takeRecoveryCode(db, userId, hashRecoveryCode(code.code));
    return used === 1;
  }
  const step = matchingStep(box.open(row.totp_secret!), code.code, now);
  if (step === null) return false;
  const taken = await takeTotpStep(db, userId, step);
  return taken === 1;
}

/** Turns the factor off: secret, pending secret and recovery codes go. */
export async function removeSecondFactor(db: Db, userId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await clearSecondFactor(trx, userId);
    await deleteRecoveryCodesOf(trx, userId);
  });
}
