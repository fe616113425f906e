import { api } from '@yayasan/store';

export type SocialLinks = {
  youtube: string;
  facebook: string;
  twitter: string;
  github: string;
  instagram: string;
  website: string;
};

/** The signed-in user's own profile (POST /get-profile answers the e-mail to its owner). */
export interface OwnProfile {
  _id: number;
  personal_info: { fullname: string; username: string; profile_img: string; bio: string; email?: string };
  social_links: SocialLinks;
}

const PROFILE = 'Profile' as const;

export const settingsApi = api.enhanceEndpoints({ addTagTypes: [PROFILE] }).injectEndpoints({
  endpoints: (build) => ({
    getOwnProfile: build.query<OwnProfile, string>({
      query: (username) => ({ url: '/get-profile', method: 'POST', body: { username } }),
      providesTags: (_r, _e, username) => [{ type: PROFILE, id: username }],
    }),
    updateProfile: build.mutation<
      { username: string; access_token?: string },
      { username: string; bio: string; social_links: SocialLinks }
    >({
      query: (body) => ({ url: '/update-profile', method: 'POST', body }),
      invalidatesTags: [PROFILE],
    }),
    updateProfileImg: build.mutation<{ profile_img: string }, { url: string }>({
      query: (body) => ({ url: '/update-profile-img', method: 'POST', body }),
      invalidatesTags: [PROFILE],
    }),
    changePassword: build.mutation<unknown, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/change-password', method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useGetOwnProfileQuery,
  useUpdateProfileMutation,
  useUpdateProfileImgMutation,
  useChangePasswordMutation,
} = settingsApi;
