import type { GoogleAuthConfig, SessionUser, StatusAnswer } from '@yayasan/contracts';
import { api } from '@yayasan/store';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SessionUser, { email: string; password: string }>({
      query: (body) => ({ url: '/signin', method: 'POST', body }),
    }),
    signUp: build.mutation<SessionUser, { fullname: string; email: string; password: string }>({
      query: (body) => ({ url: '/signup', method: 'POST', body }),
    }),
    googleAuth: build.mutation<SessionUser, { access_token: string }>({
      query: (body) => ({ url: '/google-auth', method: 'POST', body }),
    }),
    googleAuthConfig: build.query<GoogleAuthConfig, void>({
      query: () => '/google-auth/config',
    }),
    requestPasswordReset: build.mutation<StatusAnswer, { email: string }>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<SessionUser, { token: string; password: string }>({
      query: (body) => ({ url: '/reset-password/confirm', method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useSignInMutation,
  useSignUpMutation,
  useGoogleAuthMutation,
  useGoogleAuthConfigQuery,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = authApi;
