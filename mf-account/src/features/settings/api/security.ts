import type {
  SecondFactorChecked,
  SecondFactorEnabled,
  SecondFactorSetup,
  SecondFactorStatus,
  SessionsEnded,
  SignedInSessions,
} from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

const SECOND_FACTOR = 'SecondFactor' as const;
const SESSIONS = 'Sessions' as const;

/** The settings page's security: the second factor and the signed-in sessions (schemas/second-factor.ts). */
export const securityApi = api.enhanceEndpoints({ addTagTypes: [SECOND_FACTOR, SESSIONS] }).injectEndpoints({
  endpoints: (build) => ({
    getSecondFactor: build.query<SecondFactorStatus, void>({
      query: () => ({ url: '/second-factor' }),
      providesTags: [SECOND_FACTOR],
    }),
    startSecondFactorSetup: build.mutation<SecondFactorSetup, void>({
      query: () => ({ url: '/second-factor/setup', method: 'POST', body: {} }),
    }),
    confirmSecondFactor: build.mutation<SecondFactorEnabled, { code: string }>({
      query: (body) => ({ url: '/second-factor/confirm', method: 'POST', body }),
      invalidatesTags: [SECOND_FACTOR],
    }),
    disableSecondFactor: build.mutation<SecondFactorChecked, { code: string }>({
      query: (body) => ({ url: '/second-factor/disable', method: 'POST', body }),
      invalidatesTags: [SECOND_FACTOR],
    }),
    getSessions: build.query<SignedInSessions, void>({
      query: () => ({ url: '/sessions' }),
      providesTags: [SESSIONS],
    }),
    endSession: build.mutation<SessionsEnded, { id: string }>({
      query: (body) => ({ url: '/sessions/end', method: 'POST', body }),
      invalidatesTags: [SESSIONS],
    }),
    endOtherSessions: build.mutation<SessionsEnded, void>({
      query: () => ({ url: '/sessions/end-others', method: 'POST', body: {} }),
      invalidatesTags: [SESSIONS],
    }),
  }),
  overrideExisting: false,
});

if (process.env.NODE_ENV !== 'production') {
  checkAnswers(securityApi, () => import('./answers').then(({ securityAnswers }) => ({ answers: securityAnswers })));
}

export const {
  useGetSecondFactorQuery,
  useStartSecondFactorSetupMutation,
  useConfirmSecondFactorMutation,
  useDisableSecondFactorMutation,
  useGetSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
} = securityApi;
