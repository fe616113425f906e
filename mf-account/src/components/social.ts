import type { SocialKey } from '@yayasan/validation';

/** How each social link is named on the profile page and in the settings form. */
export const SOCIAL_LABELS: Record<SocialKey, string> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  twitter: 'Twitter',
  github: 'GitHub',
  instagram: 'Instagram',
  website: 'Website',
};
