import { parseHttpUrl } from './links';
import type { Check } from './rules';

/** The six social links of a profile, in the order the settings page shows them. */
export const SOCIAL_KEYS = ['youtube', 'facebook', 'twitter', 'github', 'instagram', 'website'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
export type SocialLinks = Record<SocialKey, string>;

/** Hosts each link must point to ('website' takes any http(s) address). */
export const SOCIAL_HOSTS: Record<Exclude<SocialKey, 'website'>, string[]> = {
  youtube: ['youtube.com', 'youtu.be'],
  facebook: ['facebook.com', 'fb.com'],
  twitter: ['twitter.com', 'x.com'],
  github: ['github.com'],
  instagram: ['instagram.com'],
};

export const USERNAME_MAX = 50;
export const SOCIAL_LINK_MAX = 300;

export const PROFILE_MESSAGES = {
  usernameChars: 'Username hanya boleh berisi huruf, angka, titik, garis bawah, atau tanda hubung',
  usernameLong: `Username maksimal ${USERNAME_MAX} karakter`,
  socialLink: (key: SocialKey) =>
    key === 'website'
      ? 'Tautan website tidak valid. Masukkan tautan lengkap yang diawali http:// atau https://'
      : `Tautan ${key} tidak valid. Masukkan tautan lengkap ke ${SOCIAL_HOSTS[key][0]} atau kosongkan`,
};

/** Characters a username may use (it appears in /user/{username}). */
export function checkUsernameChars(username: string): Check {
  const u = (username ?? '').trim();
  if (u.length > USERNAME_MAX) return PROFILE_MESSAGES.usernameLong;
  if (!/^[A-Za-z0-9_.-]+$/.test(u)) return PROFILE_MESSAGES.usernameChars;
  return null;
}

/** Each link empty, or a full link to its own site ('website': any http(s) URL). First failure wins. */
export function checkSocialLinks(links: Partial<Record<string, string | null | undefined>>): Check {
  for (const key of SOCIAL_KEYS) {
    const value = (links[key] ?? '').trim();
    if (!value) continue;
    const url = value.length <= SOCIAL_LINK_MAX ? parseHttpUrl(value) : null;
    if (!url) return PROFILE_MESSAGES.socialLink(key);
    if (key === 'website') continue;
    const host = url.hostname.toLowerCase();
    if (!SOCIAL_HOSTS[key].some((h) => host === h || host.endsWith(`.${h}`))) return PROFILE_MESSAGES.socialLink(key);
  }
  return null;
}
