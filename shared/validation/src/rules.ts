import { LIMITS } from './limits';
import { MESSAGES } from './messages';

/** A check answers the first failing message, or null when the input is acceptable. */
export type Check = string | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const hasDigitLowerUpper = (s: string) => /\d/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s);

export const isValidEmail = (email: string) => EMAIL.test(email);

/** Sign-up and sign-in checks, in the specification's order (full name only when present). */
export function checkAuthForm(form: {
  fullname?: string | null;
  email?: string | null;
  password?: string | null;
}): Check {
  const { fullname, email = '', password = '' } = form;
  if (fullname !== undefined && fullname !== null && fullname.trim().length < LIMITS.fullnameMin) {
    return MESSAGES.fullnameShort;
  }
  if (!email || !email.trim()) return MESSAGES.emailEmpty;
  if (!isValidEmail(email.trim())) return MESSAGES.emailInvalid;
  if (!isSignupPassword(password ?? '')) return MESSAGES.signupPassword;
  return null;
}

export const isSignupPassword = (p: string) =>
  p.length >= LIMITS.signupPasswordMin && p.length <= LIMITS.signupPasswordMax && hasDigitLowerUpper(p);

export function checkResetEmail(email: string | null | undefined): Check {
  return !email || !email.trim() ? MESSAGES.emailEmpty : null;
}

export function checkChangePassword(currentPassword: string, newPassword: string): Check {
  if (!currentPassword || !newPassword) return MESSAGES.changePasswordEmpty;
  const ok =
    newPassword.length >= LIMITS.changePasswordMin &&
    newPassword.length <= LIMITS.changePasswordMax &&
    hasDigitLowerUpper(newPassword);
  return ok ? null : MESSAGES.changePasswordRule;
}

export function checkUpload(file: { type: string; size: number }): Check {
  if (!LIMITS.uploadTypes.includes(file.type)) return MESSAGES.uploadType;
  if (file.size > LIMITS.uploadMaxBytes) return MESSAGES.uploadSize;
  return null;
}

export function checkProfile(profile: { username: string; bio?: string | null }): Check {
  if ((profile.username ?? '').trim().length < LIMITS.usernameMin) return MESSAGES.usernameShort;
  if ((profile.bio ?? '').length > LIMITS.bioMax) return MESSAGES.bioTooLong;
  return null;
}

export function checkCommentText(comment: string | null | undefined): Check {
  if (!comment || !comment.trim()) return MESSAGES.commentEmpty;
  return comment.trim().length > LIMITS.commentMax ? MESSAGES.commentTooLong : null;
}

/** Blog checks. `blocks` counts the content blocks. */
export interface BlogDraft {
  title?: string | null;
  banner?: string | null;
  des?: string | null;
  tags?: string[] | null;
  blocks: number;
}

/** Before leaving the editor for the publish view (spec order: banner, title, content). */
export function checkBeforePublishView(b: BlogDraft): Check {
  if (!b.banner) return MESSAGES.bannerMissing;
  if (!b.title?.trim()) return MESSAGES.titleMissingForPublishView;
  if (b.blocks < 1) return MESSAGES.contentMissing;
  return null;
}

export function checkDraft(b: Pick<BlogDraft, 'title'>): Check {
  return b.title?.trim() ? null : MESSAGES.draftTitleMissing;
}

/** Server-side publish checks, in order: title, banner, content, description, tags. */
export function checkPublish(b: BlogDraft): Check {
  if (!b.title?.trim()) return MESSAGES.publishTitleMissing;
  if (!b.banner) return MESSAGES.bannerMissing;
  if (b.blocks < 1) return MESSAGES.contentMissing;
  const des = b.des ?? '';
  if (!des.trim() || des.length > LIMITS.blogDescriptionMax) return MESSAGES.descriptionInvalid;
  const tags = normalizeTags(b.tags ?? []);
  if (tags.length < 1) return MESSAGES.tagsMissing;
  if (tags.length > LIMITS.blogTagsMax) return MESSAGES.tagsTooMany;
  return null;
}

/** Trims, drops empty tags and case-insensitive duplicates, keeping first spelling and order. */
export function normalizeTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = String(raw ?? '').trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

export interface CampaignInput {
  title?: string | null;
  target_amount?: number | null;
  expiry_time?: string | null;
  thumbnail?: string | null;
  description?: string | null;
  content?: string | null;
}

/** Campaign save checks in the specification's order, then the limits the server also enforces. */
export function checkCampaign(c: CampaignInput): Check {
  if (!c.title?.trim()) return MESSAGES.donationTitleEmpty;
  if (!c.target_amount) return MESSAGES.donationTargetEmpty;
  if (!c.expiry_time) return MESSAGES.donationExpiryEmpty;
  if (!c.thumbnail) return MESSAGES.donationThumbnailEmpty;
  if (c.target_amount < LIMITS.donationMinimum) return MESSAGES.donationMinimum;
  if ((c.description ?? '').length > LIMITS.donationDescriptionMax) return characterLimitMessage('Deskripsi');
  if ((c.content ?? '').length > LIMITS.donationContentMax) return characterLimitMessage('Konten');
  return null;
}

/** A donor's optional prayer: blank is no message; counted in characters as the counter shows them. */
export function checkPrayerMessage(message: string | null | undefined): Check {
  return [...(message ?? '').trim()].length > LIMITS.prayerMessageMax ? MESSAGES.prayerTooLong : null;
}

export interface CampaignNewsInput {
  title?: string | null;
  /** Blocks with content (the caller counts them with the blocks package). */
  blocks: number;
  /** A typed amount: no longer taken (the post links a disbursement of the ledger instead). */
  disbursed_amount?: number | null;
  /** The linked disbursement's position in the campaign's ledger, or none. */
  disbursement_seq?: number | null;
  pictures?: readonly string[] | null;
}

/** Campaign news checks in the form's order; the publish date is checked where it is parsed. */
export function checkCampaignNews(n: CampaignNewsInput): Check {
  const title = (n.title ?? '').trim();
  if (!title) return MESSAGES.newsTitleEmpty;
  if ([...title].length > LIMITS.campaignNewsTitleMax) return MESSAGES.newsTitleTooLong;
  if (n.blocks < 1) return MESSAGES.newsContentEmpty;
  if (n.disbursed_amount !== undefined && n.disbursed_amount !== null) return MESSAGES.newsDisbursedTyped;
  const seq = n.disbursement_seq;
  if (seq !== undefined && seq !== null && (!Number.isSafeInteger(seq) || seq < 1)) {
    return MESSAGES.newsDisbursementInvalid;
  }
  if ((n.pictures ?? []).length > LIMITS.campaignNewsPicturesMax) return MESSAGES.newsPicturesTooMany;
  return null;
}

export const characterLimitMessage = (field: string) => `${field} maksimal 500 karakter`;

export function checkGallery(g: {
  title?: string | null;
  description?: string | null;
  image_url?: string | null;
}): Check {
  if (!g.title?.trim()) return MESSAGES.galleryTitleEmpty;
  if (!g.description?.trim()) return MESSAGES.galleryDescriptionEmpty;
  if (!g.image_url) return MESSAGES.galleryImageEmpty;
  if (g.description.length > LIMITS.galleryDescriptionMax) return characterLimitMessage('Deskripsi');
  return null;
}

/**
 * Rupiah input as the forms take it: digits only, a leading zero blanks the field.
 * Returns the number, or null when the field should be cleared.
 */
export function parseRupiahInput(raw: string): number | null {
  const digits = raw.replace(/\./g, '');
  if (!/^\d+$/.test(digits) || digits.startsWith('0')) return null;
  return Number(digits);
}
