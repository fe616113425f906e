import type {
  Passkey,
  PasskeyRegistrationOptions,
  PasskeyRegistrationResponse,
  PasskeyRemoved,
  Passkeys,
} from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

const PASSKEYS = 'Passkeys' as const;

/** The settings page's passkeys: the list, adding one (options, then the browser's answer) and removing one. */
export const passkeysApi = api.enhanceEndpoints({ addTagTypes: [PASSKEYS] }).injectEndpoints({
  endpoints: (build) => ({
    getPasskeys: build.query<Passkeys, void>({
      query: () => ({ url: '/passkeys' }),
      providesTags: [PASSKEYS],
    }),
    passkeyOptions: build.mutation<PasskeyRegistrationOptions, void>({
      query: () => ({ url: '/passkeys/options', method: 'POST', body: {} }),
    }),
    addPasskey: build.mutation<Passkey, { name: string; credential: PasskeyRegistrationResponse }>({
      query: (body) => ({ url: '/passkeys', method: 'POST', body }),
      invalidatesTags: [PASSKEYS],
    }),
    removePasskey: build.mutation<PasskeyRemoved, { id: number }>({
      query: (body) => ({ url: '/passkeys/remove', method: 'POST', body }),
      invalidatesTags: [PASSKEYS],
    }),
  }),
  overrideExisting: false,
});

if (process.env.NODE_ENV !== 'production') {
  checkAnswers(passkeysApi, () => import('./answers').then(({ passkeyAnswers }) => ({ answers: passkeyAnswers })));
}

export const { useGetPasskeysQuery, usePasskeyOptionsMutation, useAddPasskeyMutation, useRemovePasskeyMutation } =
  passkeysApi;
