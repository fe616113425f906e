import { DONATION_NOTIFICATION_PREFERENCE_PATH, type DonationNotificationPreference } from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

const DONATION_PREFERENCE = 'DonationNotificationPreference' as const;

/** An administrator's switch for the notification of each settled donation (kept by the blog service). */
export const donationNotificationsApi = api.enhanceEndpoints({ addTagTypes: [DONATION_PREFERENCE] }).injectEndpoints({
  endpoints: (build) => ({
    getDonationNotificationPreference: build.query<DonationNotificationPreference, void>({
      query: () => ({ url: DONATION_NOTIFICATION_PREFERENCE_PATH }),
      providesTags: [DONATION_PREFERENCE],
    }),
    /** Saves the switch; the cached one takes the stored answer. */
    updateDonationNotificationPreference: build.mutation<
      DonationNotificationPreference,
      DonationNotificationPreference
    >({
      query: (body) => ({ url: DONATION_NOTIFICATION_PREFERENCE_PATH, method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(donationNotificationsApi.util.upsertQueryData('getDonationNotificationPreference', undefined, data));
      },
    }),
  }),
});

if (process.env.NODE_ENV !== 'production')
  checkAnswers(donationNotificationsApi, () =>
    import('./donation-notification-answers').then(({ donationNotificationAnswers }) => ({
      answers: donationNotificationAnswers,
    })),
  );

export const { useGetDonationNotificationPreferenceQuery, useUpdateDonationNotificationPreferenceMutation } =
  donationNotificationsApi;
