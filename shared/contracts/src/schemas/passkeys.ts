import { Type } from '@sinclair/typebox';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from '@yayasan/validation';

/**
 * Passkeys (WebAuthn): adding one in settings, the list and removing one, and signing in with one
 * without a password (the answer is POST /signin's session). The options and the browser's answers
 * are WebAuthn's JSON forms as @simplewebauthn/browser sends and reads them (binary fields base64url).
 */

const Base64Url = (maxLength: number, description?: string) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]*={0,2}$', maxLength, ...(description ? { description } : {}) });

/** One of the given strings. */
const literals = <T extends string>(...values: T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/** How the browser reaches the authenticator: usb, nfc, ble, internal, hybrid, … */
const TransportsSchema = Type.Array(Type.String({ maxLength: 20 }), { maxItems: 8 });

const CredentialDescriptorSchema = Type.Object({
  id: Base64Url(1400),
  type: Type.String({ description: 'public-key' }),
  transports: Type.Optional(TransportsSchema),
});

const AttachmentSchema = literals('platform', 'cross-platform');

const HintsSchema = Type.Array(literals('hybrid', 'security-key', 'client-device'));

const UserVerificationSchema = literals('required', 'preferred', 'discouraged');

/** POST /passkeys/options: what the browser hands to navigator.credentials.create(). */
export const PasskeyRegistrationOptionsSchema = Type.Object({
  challenge: Base64Url(200, 'Single use, valid for 5 minutes'),
  rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
  user: Type.Object({ id: Base64Url(200), name: Type.String(), displayName: Type.String() }),
  pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: Type.Literal('public-key') })),
  timeout: Type.Optional(Type.Integer({ minimum: 0 })),
  attestation: Type.Optional(literals('none', 'indirect', 'direct', 'enterprise')),
  excludeCredentials: Type.Optional(Type.Array(CredentialDescriptorSchema)),
  authenticatorSelection: Type.Optional(
    Type.Object({
      authenticatorAttachment: Type.Optional(AttachmentSchema),
      residentKey: Type.Optional(literals('required', 'preferred', 'discouraged')),
      requireResidentKey: Type.Optional(Type.Boolean()),
      userVerification: Type.Optional(UserVerificationSchema),
    }),
  ),
  extensions: Type.Optional(Type.Object({ credProps: Type.Optional(Type.Boolean()) })),
  hints: Type.Optional(HintsSchema),
});

/** POST /signin/passkey/options: what the browser hands to navigator.credentials.get(). */
export const PasskeySignInOptionsSchema = Type.Object({
  challenge: Base64Url(200, 'Single use, valid for 5 minutes'),
  rpId: Type.Optional(Type.String()),
  timeout: Type.Optional(Type.Integer({ minimum: 0 })),
  userVerification: Type.Optional(UserVerificationSchema),
  allowCredentials: Type.Optional(Type.Array(CredentialDescriptorSchema)),
  hints: Type.Optional(HintsSchema),
});

/** Extension results the browser reports; kept loose, as browsers add their own. */
const ClientExtensionResultsSchema = Type.Object({}, { additionalProperties: true });

/** The browser's answer to navigator.credentials.create() (RegistrationResponseJSON). */
export const PasskeyRegistrationResponseSchema = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4000),
    attestationObject: Base64Url(16000),
    authenticatorData: Type.Optional(Base64Url(16000)),
    transports: Type.Optional(TransportsSchema),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    publicKey: Type.Optional(Base64Url(4000)),
  }),
  authenticatorAttachment: Type.Optional(AttachmentSchema),
  clientExtensionResults: ClientExtensionResultsSchema,
});

/** The browser's answer to navigator.credentials.get() (AuthenticationResponseJSON). */
export const PasskeyAssertionSchema = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4000),
    authenticatorData: Base64Url(16000),
    signature: Base64Url(2000),
    userHandle: Type.Optional(Base64Url(200)),
  }),
  authenticatorAttachment: Type.Optional(AttachmentSchema),
  clientExtensionResults: ClientExtensionResultsSchema,
});

const PasskeyNameSchema = Type.String({
  maxLength: PASSKEY_NAME_MAX * 4,
  description: `1–${PASSKEY_NAME_MAX} characters; otherwise 400 "${PASSKEY_MESSAGES.nameEmpty}"`,
});

/** POST /passkeys: the new passkey's name and the browser's answer. */
export const AddPasskeyBodySchema = Type.Object({
  name: PasskeyNameSchema,
  credential: PasskeyRegistrationResponseSchema,
});

/** POST /signin/passkey */
export const PasskeySignInBodySchema = Type.Object({ credential: PasskeyAssertionSchema });

/**
 * POST /second-factor/check/passkey/options: the signed-in person's step-up options, listing only
 * that account's passkeys (5 minutes, single use).
 */
export const PasskeyStepUpOptionsSchema = PasskeySignInOptionsSchema;

/** POST /second-factor/check/passkey: the browser's answer to the step-up options. */
export const PasskeyStepUpBodySchema = Type.Object({ credential: PasskeyAssertionSchema });

/** One passkey in GET /passkeys. */
export const PasskeySchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** GET /passkeys */
export const PasskeysSchema = Type.Object({ passkeys: Type.Array(PasskeySchema) });

/** POST /passkeys/remove */
export const RemovePasskeyBodySchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** POST /passkeys/remove answer. */
export const PasskeyRemovedSchema = Type.Object({ removed: Type.Literal(1) });
