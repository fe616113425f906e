import type { Static } from '@sinclair/typebox';
import type { SocialLinks } from '@yayasan/validation';
import type {
  AuthBodySchema,
  ChangePasswordBodySchema,
  EmailPreferencesBodySchema,
  EmailPreferencesSchema,
  GetProfileBodySchema,
  GoogleAuthBodySchema,
  GoogleAuthConfigSchema,
  PasswordChangedSchema,
  ProfileImgBodySchema,
  ProfileImgUpdatedSchema,
  ProfileSchema,
  ProfileUpdateBodySchema,
  ProfileUpdateSchema,
  ProfileUpdatedSchema,
  ResetConfirmBodySchema,
  ResetPasswordBodySchema,
  SearchUsersBodySchema,
  SessionUserSchema,
  UserSearchAnswerSchema,
} from '../schemas/account';
import type { PersonalInfoSchema, UserCardSchema } from '../schemas/user-card';

export type { SocialLinks };

/** The account service's wire types, derived from its schemas (schemas/account.ts). */

/**
 * Whether the signed-in caller is an administrator now: 204, or the 401 or 403 every administrators'
 * route answers (the gateway asks it for the pages it serves itself; it keeps no users).
 */
export const ADMINISTRATOR_CHECK_PATH = '/sessions/administrator';

/** The session user object: what sign-in, sign-up, Google and reset-confirm answer, kept by the browser (spec §3). */
export type SessionUser = Static<typeof SessionUserSchema>;

/** POST /signup and POST /signin (sign-in leaves out `fullname`). */
export type AuthBody = Static<typeof AuthBodySchema>;

/** POST /google-auth: the access token from the Google popup (it travels on in a header: 400 when it cannot). */
export type GoogleAuthBody = Static<typeof GoogleAuthBodySchema>;

/** A user's public name fields, as every service shows an author, commenter or actor. */
export type PersonalInfo = Static<typeof PersonalInfoSchema>;

/** A user in a list (search results, authors, commenters). */
export type UserCard = Static<typeof UserCardSchema>;

/** POST /search-users */
export type SearchUsersBody = Static<typeof SearchUsersBodySchema>;

/** POST /search-users answer. */
export type UserSearchAnswer = Static<typeof UserSearchAnswerSchema>;

/** POST /get-profile */
export type GetProfileBody = Static<typeof GetProfileBodySchema>;

/** POST /get-profile answer (spec §3 user profile; the e-mail only for its owner or an admin). */
export type Profile = Static<typeof ProfileSchema>;

/** POST /update-profile as the server accepts it. */
export type ProfileUpdateBody = Static<typeof ProfileUpdateBodySchema>;

/** POST /update-profile as the settings page sends it: every field. */
export type ProfileUpdate = Static<typeof ProfileUpdateSchema>;

/** POST /update-profile answer: tokens carry the username, so a fresh one comes with it. */
export type ProfileUpdated = Static<typeof ProfileUpdatedSchema>;

/** POST /update-profile-img */
export type ProfileImgBody = Static<typeof ProfileImgBodySchema>;

/** POST /update-profile-img answer. */
export type ProfileImgUpdated = Static<typeof ProfileImgUpdatedSchema>;

/** POST /change-password */
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

/** POST /change-password answer: every earlier token is revoked, so a fresh one comes with it. */
export type PasswordChanged = Static<typeof PasswordChangedSchema>;

/** POST /reset-password (the answer is the same whether or not the account exists). */
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;

/** POST /reset-password/confirm: the token from the mailed link and the new password; answers a session. */
export type ResetConfirmBody = Static<typeof ResetConfirmBodySchema>;

/** GET /google-auth/config: what the browser needs to open the Google sign-in popup. */
export type GoogleAuthConfig = Static<typeof GoogleAuthConfigSchema>;

/** GET/PUT /email-preferences answer. */
export type EmailPreferences = Static<typeof EmailPreferencesSchema>;

/** PUT /email-preferences */
export type EmailPreferencesBody = Static<typeof EmailPreferencesBodySchema>;
