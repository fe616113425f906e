import type {
  EmailPreferences,
  EmailPreferencesBody,
  PasswordChanged,
  Profile,
  ProfileImgUpdated,
  ProfileUpdate,
  ProfileUpdated,
} from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

const PROFILE = 'Profile' as const;
const EMAIL_PREFERENCES = 'EmailPreferences' as const;

export const settingsApi = api.enhanceEndpoints({ addTagTypes: [PROFILE, EMAIL_PREFERENCES] }).injectEndpoints({
  endpoints: (build) => ({
    // The e-mail comes only to the owner: kept apart from the public profile page's cache entry, so a
    // profile seen before signing in never fills this form.
    getOwnProfile: build.query<Profile, string>({
      query: (username) => ({ url: '/get-profile', method: 'POST', body: { username } }),
      providesTags: (_r, _e, username) => [{ type: PROFILE, id: username }],
    }),
    updateProfile: build.mutation<ProfileUpdated, ProfileUpdate>({
      query: (body) => ({ url: '/update-profile', method: 'POST', body }),
      invalidatesTags: [PROFILE],
    }),
    updateProfileImg: build.mutation<ProfileImgUpdated, { url: string }>({
      query: (body) => ({ url: '/update-profile-img', method: 'POST', body }),
      invalidatesTags: [PROFILE],
    }),
    changePassword: build.mutation<PasswordChanged, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/change-password', method: 'POST', body }),
    }),
    getEmailPreferences: build.query<EmailPreferences, void>({
      query: () => ({ url: '/email-preferences' }),
      providesTags: [EMAIL_PREFERENCES],
    }),
    // The switch moves at once (the cached answer is changed while the call runs) and moves back when
    // the server refuses; the server's answer is the stored state, so no refetch is needed.
    updateEmailPreferences: build.mutation<EmailPreferences, EmailPreferencesBody>({
      query: (body) => ({ url: '/email-preferences', method: 'PUT', body }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          settingsApi.util.updateQueryData('getEmailPreferences', undefined, (prefs) => ({ ...prefs, ...body })),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getEmailPreferences', undefined, data));
        } catch {
          shown.undo();
        }
      },
    }),
  }),
  overrideExisting: false,
});

if (process.env.NODE_ENV !== 'production') checkAnswers(settingsApi, () => import('./answers'));

export const {
  useGetOwnProfileQuery,
  useUpdateProfileMutation,
  useUpdateProfileImgMutation,
  useChangePasswordMutation,
  useGetEmailPreferencesQuery,
  useUpdateEmailPreferencesMutation,
} = settingsApi;
