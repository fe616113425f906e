import type {
  GoogleAuthConfig,
  PasskeyAssertion,
  PasskeySignInOptions,
  SecondFactorChallenge,
  SecondFactorSetup,
  SessionUser,
  SignedInWithNewFactor,
  StatusAnswer,
} from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

/** A sign-in's answer: the session, or (202) the challenge of its second step. */
export type SignInAnswer = SessionUser | SecondFactorChallenge;

export const isChallenge = (answer: SignInAnswer): answer is SecondFactorChallenge => 'challenge' in answer;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInAnswer, { email: string; password: string }>({
      query: (body) => ({ url: '/signin', method: 'POST', body }),
    }),
    signUp: build.mutation<SessionUser, { fullname: string; email: string; password: string }>({
      query: (body) => ({ url: '/signup', method: 'POST', body }),
    }),
    googleAuth: build.mutation<SignInAnswer, { access_token: string }>({
      query: (body) => ({ url: '/google-auth', method: 'POST', body }),
    }),
    googleAuthConfig: build.query<GoogleAuthConfig, void>({
      query: () => '/google-auth/config',
    }),
    // The second step of a sign-in answered 202 (schemas/second-factor.ts).
    signInSecondFactor: build.mutation<SessionUser, { challenge: string; code: string }>({
      query: (body) => ({ url: '/signin/second-factor', method: 'POST', body }),
    }),
    signInSetup: build.mutation<SecondFactorSetup, { challenge: string }>({
      query: (body) => ({ url: '/signin/second-factor/setup', method: 'POST', body }),
    }),
    signInSetupConfirm: build.mutation<SignedInWithNewFactor, { challenge: string; code: string }>({
      query: (body) => ({ url: '/signin/second-factor/setup/confirm', method: 'POST', body }),
    }),
    // Signing in with a passkey (schemas/passkeys.ts): the options, then the browser's answer.
    passkeySignInOptions: build.mutation<PasskeySignInOptions, void>({
      query: () => ({ url: '/signin/passkey/options', method: 'POST', body: {} }),
    }),
    passkeySignIn: build.mutation<SessionUser, { credential: PasskeyAssertion }>({
      query: (body) => ({ url: '/signin/passkey', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<StatusAnswer, { email: string }>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<SignInAnswer, { token: string; password: string }>({
      query: (body) => ({ url: '/reset-password/confirm', method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

if (process.env.NODE_ENV !== 'production') checkAnswers(authApi, () => import('./answers'));

export const {
  useSignInMutation,
  useSignUpMutation,
  useGoogleAuthMutation,
  useGoogleAuthConfigQuery,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useSignInSecondFactorMutation,
  useSignInSetupMutation,
  useSignInSetupConfirmMutation,
  usePasskeySignInOptionsMutation,
  usePasskeySignInMutation,
} = authApi;
