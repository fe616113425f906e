import type { SocialLinks } from '@yayasan/validation';

export type { SocialLinks };

/** The session user object: what sign-in, sign-up, Google and reset-confirm answer, kept by the browser (spec §3). */
export interface SessionUser {
  access_token: string;
  username: string;
  profile_img: string;
  fullname: string;
  isAdmin: boolean;
  new_notification_available: boolean;
}

/** A user's public name fields, as every service shows an author, commenter or actor. */
export interface PersonalInfo {
  fullname: string;
  username: string;
  profile_img: string;
}

/** A user in a list (search results, authors, commenters). */
export interface UserCard {
  _id: number;
  personal_info: PersonalInfo;
}

/** POST /search-users */
export interface UserSearchAnswer {
  users: UserCard[];
}

/** POST /get-profile (spec §3 user profile; the e-mail only for its owner or an admin). */
export interface Profile {
  _id: number;
  personal_info: PersonalInfo & { bio: string; email?: string };
  /** `total_post` is the spec's name; `total_posts` the same figure under our earlier name. */
  account_info: { total_post: number; total_posts: number; total_reads: number };
  social_links: SocialLinks;
  joinedAt: string;
}

/** POST /update-profile */
export interface ProfileUpdate {
  username: string;
  bio: string;
  social_links: SocialLinks;
}

/** POST /update-profile answer: tokens carry the username, so a fresh one comes with it. */
export interface ProfileUpdated {
  username: string;
  access_token: string;
}

/** POST /update-profile-img answer. */
export interface ProfileImgUpdated {
  profile_img: string;
}

/** GET /google-auth/config: what the browser needs to open the Google sign-in popup. */
export interface GoogleAuthConfig {
  /** The dev/test OAuth stub's popup page. */
  popupUrl: string | null;
  /** Google Identity Services client id (production). */
  clientId: string | null;
}
