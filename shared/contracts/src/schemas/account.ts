import { Type } from '@sinclair/typebox';
import { LIMITS, MESSAGES, SOCIAL_KEYS, SOCIAL_LINK_MAX, type SocialLinks } from '@yayasan/validation';
import { answerIn, ErrorAnswerSchema, HeaderTokenSchema } from './common';
import { UserCardSchema } from './user-card';

/**
 * The account service's wire format: every request and answer of its routes. The routes validate and
 * serialize with these schemas, the OpenAPI document is built from them, and the TypeScript types in
 * api/account.ts are derived from them. An answer's serializer writes only what its schema names.
 */

// Request bodies stay loose where the spec has a message of its own: the shared checks in
// @yayasan/validation answer those, not the schema (whose refusal is a generic "Data tidak valid").

/** A link per social network (spec §3), '' when none. */
export const SocialLinksSchema = Type.Unsafe<SocialLinks>(
  Type.Object(Object.fromEntries(SOCIAL_KEYS.map((k) => [k, Type.String()]))),
);

/** The session user object: what sign-in, sign-up, Google and reset-confirm answer, kept by the browser (spec §3). */
export const SessionUserSchema = Type.Object({
  access_token: Type.String(),
  username: Type.String(),
  profile_img: Type.String(),
  fullname: Type.String(),
  isAdmin: Type.Boolean(),
  new_notification_available: Type.Boolean(),
});

/**
 * A field the service checks itself so that a refusal carries the spec's own words: the schema leaves it
 * loose, and its description states the rule and the 400 that answers a breach of it.
 */
const checkedBelow = (rule: string, ...messages: string[]) => ({
  description: `${rule}; otherwise 400 ${messages.map((m) => `"${m}"`).join(' or ')}`,
});

/** POST /signup and POST /signin (sign-in leaves out `fullname`). */
export const AuthBodySchema = Type.Object({
  fullname: Type.Optional(
    Type.String({
      maxLength: 100,
      ...checkedBelow(`Sign-up only: at least ${LIMITS.fullnameMin} letters`, MESSAGES.fullnameShort),
    }),
  ),
  email: Type.Optional(
    Type.String({
      maxLength: 191,
      ...checkedBelow('Required, an e-mail address', MESSAGES.emailEmpty, MESSAGES.emailInvalid),
    }),
  ),
  password: Type.Optional(
    Type.String({
      maxLength: 200,
      ...checkedBelow(
        `Required: ${LIMITS.signupPasswordMin} to ${LIMITS.signupPasswordMax} characters with a digit, a lower-case and an upper-case letter`,
        MESSAGES.signupPassword,
      ),
    }),
  ),
});

/** POST /google-auth: the access token from the Google popup (it travels on in a header: 400 when it cannot). */
export const GoogleAuthBodySchema = Type.Object({ access_token: HeaderTokenSchema() });

/** POST /search-users */
export const SearchUsersBodySchema = Type.Object({ query: Type.Optional(Type.String({ maxLength: 100 })) });

/** POST /search-users answer. */
export const UserSearchAnswerSchema = Type.Object({ users: Type.Array(UserCardSchema) });

/** POST /get-profile */
export const GetProfileBodySchema = Type.Object({ username: Type.String({ maxLength: 100 }) });

/** POST /get-profile answer (spec §3 user profile; the e-mail only for its owner or an admin). */
export const ProfileSchema = Type.Object({
  _id: Type.Integer(),
  personal_info: Type.Object({
    ...UserCardSchema.properties.personal_info.properties,
    bio: Type.String(),
    email: Type.Optional(Type.String()),
  }),
  /** `total_post` is the spec's name; `total_posts` the same figure under our earlier name. */
  account_info: Type.Object({ total_post: Type.Integer(), total_posts: Type.Integer(), total_reads: Type.Integer() }),
  social_links: SocialLinksSchema,
  joinedAt: Type.String({ description: 'ISO 8601 date and time' }),
});

/** POST /update-profile as the server accepts it. */
export const ProfileUpdateBodySchema = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 200 })),
  bio: Type.Optional(Type.String({ maxLength: 1000 })),
  social_links: Type.Optional(
    Type.Object(
      Object.fromEntries(SOCIAL_KEYS.map((k) => [k, Type.Optional(Type.String({ maxLength: SOCIAL_LINK_MAX * 2 }))])),
    ),
  ),
});

const { username, bio } = Type.Required(ProfileUpdateBodySchema).properties;
/** POST /update-profile as the settings page sends it: every field. */
export const ProfileUpdateSchema = Type.Object({ username, bio, social_links: SocialLinksSchema });

/** POST /update-profile answer: tokens carry the username, so a fresh one comes with it. */
export const ProfileUpdatedSchema = Type.Object({ username: Type.String(), access_token: Type.String() });

/** POST /update-profile-img */
export const ProfileImgBodySchema = Type.Object({ url: Type.String({ maxLength: 500 }) });

/** POST /update-profile-img answer. */
export const ProfileImgUpdatedSchema = Type.Object({ profile_img: Type.String() });

/** POST /change-password */
export const ChangePasswordBodySchema = Type.Object({
  currentPassword: Type.Optional(
    Type.String({ maxLength: 200, ...checkedBelow('Required', MESSAGES.changePasswordEmpty) }),
  ),
  newPassword: Type.Optional(
    Type.String({
      maxLength: 200,
      ...checkedBelow(
        `Required: ${LIMITS.changePasswordMin} to ${LIMITS.changePasswordMax} characters with a digit, a lower-case and an upper-case letter`,
        MESSAGES.changePasswordEmpty,
        MESSAGES.changePasswordRule,
      ),
    }),
  ),
});

/** POST /change-password answer: every earlier token is revoked, so a fresh one comes with it. */
export const PasswordChangedSchema = Type.Object({ status: Type.String(), access_token: Type.String() });

/** POST /reset-password (the answer is the same whether or not the account exists). */
export const ResetPasswordBodySchema = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 191, ...checkedBelow('Required', MESSAGES.emailEmpty) })),
});

/** POST /reset-password/confirm: the token from the mailed link and the new password; answers a session. */
export const ResetConfirmBodySchema = Type.Object({
  token: Type.String({ maxLength: 200 }),
  password: Type.Optional(Type.String({ maxLength: 200 })),
});

/** GET /google-auth/config: what the browser needs to open the Google sign-in popup. */
export const GoogleAuthConfigSchema = Type.Object({
  /** The dev/test OAuth stub's popup page. */
  popupUrl: Type.Union([Type.String(), Type.Null()]),
  /** Google Identity Services client id (production). */
  clientId: Type.Union([Type.String(), Type.Null()]),
});

/** GET/PUT /email-preferences answer: receipts are always mailed; campaign news can be turned off. */
export const EmailPreferencesSchema = Type.Object({
  receipts: Type.Literal(true, { description: 'Donation receipts are always sent' }),
  campaign_news: Type.Boolean({ description: 'News of the campaigns the user supported, by e-mail' }),
});

/** PUT /email-preferences: the lists the user may change. */
export const EmailPreferencesBodySchema = Type.Object({ campaign_news: Type.Boolean() });

/** The signed link of an unsubscribe page and its one-click POST (RFC 8058): `?token=`. */
export const UnsubscribeQuerySchema = Type.Object({ token: Type.Optional(Type.String({ maxLength: 300 })) });

/** The small HTML page the unsubscribe link opens (and the POST answers), signed in or not. */
export const UnsubscribePageSchema = answerIn({ 'text/html': Type.String() }, 'An HTML page');

/**
 * A refused unsubscribe link: the same page saying why for a browser (it asks for `text/html`), the API's
 * `{ error }` for any other client and for a request that is not well-formed.
 */
export const UnsubscribeRefusedSchema = answerIn(
  { 'text/html': Type.String(), 'application/json': ErrorAnswerSchema },
  'A page saying why for a browser, else `{ error }`',
);

/** POST /email/unsubscribe: what a one-click client (RFC 8058) and the page's button send, as a form. */
export const UnsubscribeBodySchema = Type.Object({
  'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')),
});
