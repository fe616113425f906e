import { GoogleAuthConfigSchema, SessionUserSchema } from '@yayasan/contracts/schemas/account';
import { StatusAnswerSchema } from '@yayasan/contracts/schemas/common';
import { PasskeySignInOptionsSchema } from '@yayasan/contracts/schemas/passkeys';
import {
  SecondFactorSetupSchema,
  SignedInWithNewFactorSchema,
  SignInAnswerSchema,
} from '@yayasan/contracts/schemas/second-factor';

/** Each sign-in endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  signIn: SignInAnswerSchema,
  signUp: SessionUserSchema,
  googleAuth: SignInAnswerSchema,
  signInSecondFactor: SessionUserSchema,
  signInSetup: SecondFactorSetupSchema,
  signInSetupConfirm: SignedInWithNewFactorSchema,
  googleAuthConfig: GoogleAuthConfigSchema,
  passkeySignInOptions: PasskeySignInOptionsSchema,
  passkeySignIn: SessionUserSchema,
  requestPasswordReset: StatusAnswerSchema,
  confirmPasswordReset: SignInAnswerSchema,
};
