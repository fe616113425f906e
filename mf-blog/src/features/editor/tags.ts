import { LIMITS, MESSAGES } from '@yayasan/validation';

/** What a tag change leaves: the tags, and a message to show when it was refused for the limit. */
export interface TagChange {
  tags: string[];
  error?: string;
}

export const TAG_SEPARATOR_KEYS = ['Enter', ','];
export const TAGS_MAX = LIMITS.blogTagsMax;

const sameTag = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Adds a typed tag: empty and duplicate (any case) tags are ignored; at most 10. */
export function addTag(tags: readonly string[], typed: string): TagChange {
  const tag = typed.trim();
  if (tag === '' || tags.some((existing) => sameTag(existing, tag))) return { tags: [...tags] };
  if (tags.length >= TAGS_MAX) return { tags: [...tags], error: MESSAGES.tagsTooMany };
  return { tags: [...tags, tag] };
}

/** Commits an edited tag: an empty edit or one that duplicates another tag keeps the old one. */
export function editTag(tags: readonly string[], index: number, typed: string): TagChange {
  const tag = typed.trim();
  if (index < 0 || index >= tags.length) return { tags: [...tags] };
  if (tag === '' || tags.some((existing, i) => i !== index && sameTag(existing, tag))) return { tags: [...tags] };
  return { tags: tags.map((existing, i) => (i === index ? tag : existing)) };
}

export function removeTag(tags: readonly string[], index: number): TagChange {
  return { tags: tags.filter((_, i) => i !== index) };
}

export const tagsLeft = (tags: readonly string[]) => Math.max(0, TAGS_MAX - tags.length);
