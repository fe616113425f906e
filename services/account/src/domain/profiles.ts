import { profileImageOf, type Profile } from '@yayasan/contracts';
import { parseJson, siteOrigin, type Db } from '@yayasan/service-kit';
import { SOCIAL_KEYS, type SocialLinks } from '@yayasan/validation';
import type { UserRow } from '../db/tables';
import { authorStats } from './blog-reads';

export function socialLinksOf(value: unknown): SocialLinks {
  const stored = parseJson<Record<string, unknown>>(value, {});
  return Object.fromEntries(SOCIAL_KEYS.map((k) => [k, typeof stored[k] === 'string' ? stored[k] : ''])) as SocialLinks;
}

/** Author counters under both names: the spec's `total_post` and `total_posts`. */
async function accountInfo(db: Db, userId: number): Promise<Profile['account_info']> {
  const stats = await authorStats(db, userId);
  return { ...stats, total_post: stats.total_posts };
}

/** The profile as POST /get-profile answers it; the e-mail only when `withEmail`. */
export async function profileOf(db: Db, user: UserRow, withEmail: boolean): Promise<Profile> {
  return {
    _id: user.id,
    personal_info: {
      fullname: user.fullname,
      username: user.username,
      profile_img: profileImageOf(user.profile_img, user.username, siteOrigin()),
      bio: user.bio,
      ...(withEmail ? { email: user.email ?? '' } : {}),
    },
    account_info: await accountInfo(db, user.id),
    social_links: socialLinksOf(user.social_links),
    joinedAt: new Date(user.joined_at).toISOString(),
  };
}
