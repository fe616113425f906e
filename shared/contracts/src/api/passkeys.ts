import type { Static } from '@sinclair/typebox';
import type {
  PasskeyAssertionSchema,
  PasskeyRegistrationOptionsSchema,
  PasskeyRegistrationResponseSchema,
  PasskeyRemovedSchema,
  PasskeySchema,
  PasskeySignInOptionsSchema,
  PasskeysSchema,
} from '../schemas/passkeys';

/** The passkeys' wire types (schemas/passkeys.ts). */
export type PasskeyRegistrationOptions = Static<typeof PasskeyRegistrationOptionsSchema>;
export type PasskeySignInOptions = Static<typeof PasskeySignInOptionsSchema>;
export type PasskeyRegistrationResponse = Static<typeof PasskeyRegistrationResponseSchema>;
export type PasskeyAssertion = Static<typeof PasskeyAssertionSchema>;
export type Passkey = Static<typeof PasskeySchema>;
export type Passkeys = Static<typeof PasskeysSchema>;
export type PasskeyRemoved = Static<typeof PasskeyRemovedSchema>;
