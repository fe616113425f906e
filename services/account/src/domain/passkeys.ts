import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoUint8Array } from '@simplewebauthn/server/helpers';
import { SITE_TITLE } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import type { PasskeyRow, UserRow } from '../db/tables';
import { deleteExpiredChallenges, deleteUnexpiredChallenge, insertChallenge } from '../repositories/passkey-challenges';
import {
  credentialsOf,
  insertPasskey,
  isCredentialKept,
  moveSignatureCounter,
  passkeyById,
} from '../repositories/passkeys';

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server). The relying party is the site's public URL:
 * its host is the RP ID and its origin the only origin accepted. Every ceremony's challenge is stored
 * with its purpose (and, to add a passkey, its user), expires after 5 minutes and is deleted as it is
 * used, so an answer can never be replayed. A step-up (a signed-in person's fresh second-factor check)
 * uses a sign-in challenge issued for that person alone, which a passwordless sign-in cannot take, nor
 * the step-up another's. User verification (fingerprint, face, device PIN) is
 * required: a passkey stands for both factors.
 */

export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

export interface RelyingParty {
  id: string;
  origin: string;
}

export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
};

type Purpose = 'register' | 'signin';

const transportsOf = (row: Pick<PasskeyRow, 'transports'>) => (row.transports ? row.transports.split(',') : []);

async function storeChallenge(db: Db, challenge: string, purpose: Purpose, userId: number | null, now: number) {
  // Expired challenges of abandoned ceremonies go as new ones come.
  await deleteExpiredChallenges(db, new Date(now));
  await insertChallenge(db, {
    challenge,
    purpose,
    user_id: userId,
    expires_at: new Date(now + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/**
 * Takes the challenge the browser signed (read from its client data) when it was issued for
 * `purpose` (and `userId`), has not expired and was not used: one conditional delete, so two
 * requests with the same answer cannot both pass. Answers the challenge, or null.
 */
async function takeChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: Purpose,
  userId: number | null,
  now: number,
): Promise<string | null> {
  let challenge: unknown;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== 'string' || !challenge) return null;
  const taken = await deleteUnexpiredChallenge(db, { challenge, purpose, user_id: userId }, new Date(now));
  return taken === 1 ? challenge : null;
}

/** The options for adding a passkey to `user`'s account; the passkeys it has are excluded. */
export async function registrationOptions(db: Db, rp: RelyingParty, user: UserRow, now = Date.now()) {
  const existing = await credentialsOf(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: SITE_TITLE,
    rpID: rp.id,
    // The account's number, not its e-mail: the handle is stored on the authenticator.
    userID: isoUint8Array.fromUTF8String(String(user.id)),
    userName: user.email ?? user.username,
    userDisplayName: user.fullname,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await storeChallenge(db, options.challenge, 'register', user.id, now);
  return options;
}

export type AddOutcome = { added: PasskeyRow } | 'challenge' | 'not-verified' | 'duplicate';

/** Verifies the browser's answer to the registration options and keeps the passkey under `name`. */
export async function addPasskey(
  db: Db,
  rp: RelyingParty,
  userId: number,
  name: string,
  response: RegistrationResponseJSON,
  now = Date.now(),
): Promise<AddOutcome> {
  const challenge = await takeChallenge(db, response.response.clientDataJSON, 'register', userId, now);
  if (!challenge) return 'challenge';
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return 'not-verified';
  const { credential } = verification.registrationInfo;
  if (await isCredentialKept(db, credential.id)) return 'duplicate';
  const id = await insertPasskey(db, {
    user_id: userId,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey),
    counter: credential.counter,
    transports: (credential.transports ?? response.response.transports ?? []).join(','),
    name,
  });
  return { added: (await passkeyById(db, id))! };
}

/** The options for signing in with any passkey of this site (the browser lets the person choose). */
export async function signInOptions(db: Db, rp: RelyingParty, now = Date.now()) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await storeChallenge(db, options.challenge, 'signin', null, now);
  return options;
}

/** The options for a step-up check of `userId`: only that account's own passkeys may answer. */
export async function stepUpOptions(db: Db, rp: RelyingParty, userId: number, now = Date.now()) {
  const own = await credentialsOf(db, userId);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    allowCredentials: own.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
  });
  await storeChallenge(db, options.challenge, 'signin', userId, now);
  return options;
}

/**
 * Verifies a sign-in answer for `passkey` (with `stepUp`, an answer to its owner's step-up options
 * rather than to the passwordless sign-in's): the challenge is taken, the signature checked with the
 * stored key, and the signature counter must move forward (a counter that does not is a cloned
 * authenticator, unless the authenticator keeps none and always answers 0). The counter is moved
 * with a conditional update, so of two answers carrying the same counter only one passes.
 */
export async function verifyPasskeySignIn(
  db: Db,
  rp: RelyingParty,
  passkey: PasskeyRow,
  response: AuthenticationResponseJSON,
  { now = Date.now(), stepUp = false }: { now?: number; stepUp?: boolean } = {},
): Promise<'ok' | 'challenge' | 'not-verified'> {
  const owner = stepUp ? passkey.user_id : null;
  const challenge = await takeChallenge(db, response.response.clientDataJSON, 'signin', owner, now);
  if (!challenge) return 'challenge';
  const counter = Number(passkey.counter);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(passkey.public_key),
      counter,
      transports: transportsOf(passkey),
    },
  }).catch(() => null);
  if (!verification?.verified) return 'not-verified';
  const moved = await moveSignatureCounter(
    db,
    passkey.id,
    counter,
    verification.authenticationInfo.newCounter,
    new Date(now),
  );
  return moved === 1 ? 'ok' : 'not-verified';
}
