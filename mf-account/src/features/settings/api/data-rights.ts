import type {
  DataExportRequested,
  DataRightsState,
  ErasureBody,
  ErasureScheduled,
  GoogleAuthConfig,
  StatusAnswer,
} from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

const DATA_RIGHTS = 'DataRights' as const;

export const dataRightsApi = api.enhanceEndpoints({ addTagTypes: [DATA_RIGHTS] }).injectEndpoints({
  endpoints: (build) => ({
    getDataRights: build.query<DataRightsState, void>({
      query: () => ({ url: '/data-rights' }),
      providesTags: [DATA_RIGHTS],
    }),
    requestExport: build.mutation<DataExportRequested, void>({
      query: () => ({ url: '/data-rights/export', method: 'POST', body: {} }),
      invalidatesTags: [DATA_RIGHTS],
    }),
    requestErasure: build.mutation<ErasureScheduled, ErasureBody>({
      query: (body) => ({ url: '/data-rights/erasure', method: 'POST', body }),
      invalidatesTags: [DATA_RIGHTS],
    }),
    cancelErasure: build.mutation<StatusAnswer, void>({
      query: () => ({ url: '/data-rights/erasure', method: 'DELETE' }),
      invalidatesTags: [DATA_RIGHTS],
    }),
    // An account made with Google confirms its erasure in the same Google popup the sign-in page opens.
    googleConfirmationConfig: build.query<GoogleAuthConfig, void>({ query: () => ({ url: '/google-auth/config' }) }),
  }),
  overrideExisting: false,
});

if (process.env.NODE_ENV !== 'production') {
  checkAnswers(dataRightsApi, () =>
    import('./answers').then(({ dataRightsAnswers }) => ({ answers: dataRightsAnswers })),
  );
}

export const {
  useGetDataRightsQuery,
  useRequestExportMutation,
  useRequestErasureMutation,
  useCancelErasureMutation,
  useGoogleConfirmationConfigQuery,
} = dataRightsApi;
