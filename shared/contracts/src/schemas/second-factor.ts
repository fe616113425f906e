import { Type } from '@sinclair/typebox';
import { SECOND_FACTOR_MESSAGES } from '@yayasan/validation';
import { HeaderTokenSchema } from './common';
import { SessionUserSchema } from './account';

/**
 * The second factor (TOTP and recovery codes) and the signed-in sessions: the account service's
 * routes for the two-step sign-in, the settings page and the step-up check.
 */

/**
 * 202 from POST /signin, /google-auth and /reset-password/confirm when the password (or Google) was
 * right but a second factor is still needed: `code` asks for a code (POST /signin/second-factor),
 * `setup` sends an administrator to turn the factor on first (POST /signin/second-factor/setup).
 */
export const SecondFactorChallengeSchema = Type.Object(
  {
    second_factor: Type.Union([Type.Literal('code'), Type.Literal('setup')]),
    challenge: Type.String({ description: 'Short-lived (5 minutes), sent back with the code' }),
    message: Type.String({ description: 'Indonesian text to show' }),
  },
  { description: 'Password accepted; a second factor is needed before the session is given' },
);

/** What a browser gets from a sign-in: 200 with the session, or 202 with the second step's challenge. */
export const SignInAnswerSchema = Type.Union([SessionUserSchema, SecondFactorChallengeSchema]);

const CodeSchema = Type.String({
  maxLength: 40,
  description: `6 digits from the app, or a recovery code; otherwise 400 "${SECOND_FACTOR_MESSAGES.codeInvalid}"`,
});
const ChallengeSchema = HeaderTokenSchema(2000);

/** POST /second-factor/setup and /sessions/end-others: nothing to send but `{}`. */
export const EmptyBodySchema = Type.Object({});

/** POST /signin/second-factor */
export const SignInCodeBodySchema = Type.Object({ challenge: ChallengeSchema, code: CodeSchema });

/** POST /signin/second-factor/setup */
export const SignInSetupBodySchema = Type.Object({ challenge: ChallengeSchema });

/** POST /signin/second-factor/setup/confirm */
export const SignInSetupConfirmBodySchema = SignInCodeBodySchema;

/** What the person scans or types into the authenticator app. */
export const SecondFactorSetupSchema = Type.Object({
  secret: Type.String({ description: 'The secret in base32, to type by hand' }),
  uri: Type.String({ description: 'The otpauth:// URI the QR code holds' }),
  qr: Type.String({ description: 'The QR code as an SVG data URL' }),
});

/** POST /signin/second-factor/setup/confirm answer: the session and the recovery codes, shown once. */
export const SignedInWithNewFactorSchema = Type.Object({
  session: SessionUserSchema,
  recovery_codes: Type.Array(Type.String()),
});

/** GET /second-factor */
export const SecondFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  recovery_codes_left: Type.Integer({ minimum: 0 }),
  /** An administrator in `required` mode: the factor cannot be turned off. */
  required: Type.Boolean(),
});

/** POST /second-factor/confirm, /second-factor/disable, /second-factor/check */
export const SecondFactorCodeBodySchema = Type.Object({ code: CodeSchema });

/** POST /second-factor/confirm answer: the recovery codes (shown once) and a token carrying the check. */
export const SecondFactorEnabledSchema = Type.Object({
  recovery_codes: Type.Array(Type.String()),
  access_token: Type.String(),
});

/** POST /second-factor/check and /second-factor/disable answer: a token carrying the new state. */
export const SecondFactorCheckedSchema = Type.Object({ access_token: Type.String() });

/** One signed-in session in GET /sessions. */
export const SignedInSessionSchema = Type.Object({
  id: Type.String(),
  device: Type.String(),
  browser: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.String({ format: 'date-time', description: 'Approximate (within a few minutes)' }),
  current: Type.Boolean({ description: 'The session of the token that asked' }),
});

/** GET /sessions */
export const SignedInSessionsSchema = Type.Object({ sessions: Type.Array(SignedInSessionSchema) });

/** POST /sessions/end */
/** A session's id: 16 random bytes in hex, as the account service makes them. */
export const SESSION_ID_PATTERN = '^[0-9a-f]{32}$';
export const EndSessionBodySchema = Type.Object({ id: Type.String({ pattern: SESSION_ID_PATTERN }) });

/** POST /sessions/end and /sessions/end-others answer. */
export const SessionsEndedSchema = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
