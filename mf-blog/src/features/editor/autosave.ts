import type { BlockDocument } from '@yayasan/blocks';

/** What is kept locally while writing, so a reload or an expired session loses nothing. */
export interface LocalCopy {
  title: string;
  banner: string;
  des: string;
  tags: string[];
  content: BlockDocument;
  savedAt: number;
}

const PREFIX = 'yayasan:editor';

/** One copy per author and article ('new' for an article not saved yet). */
export const localCopyKey = (username: string, blogId: string | undefined) =>
  `${PREFIX}:${username}:${blogId ?? 'new'}`;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

export function readLocalCopy(key: string): LocalCopy | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalCopy>;
    if (typeof value !== 'object' || value === null) return null;
    return {
      title: typeof value.title === 'string' ? value.title : '',
      banner: typeof value.banner === 'string' ? value.banner : '',
      des: typeof value.des === 'string' ? value.des : '',
      tags: isStringArray(value.tags) ? value.tags : [],
      content: value.content && Array.isArray(value.content.blocks) ? value.content : { blocks: [] },
      savedAt: typeof value.savedAt === 'number' ? value.savedAt : 0,
    };
  } catch {
    return null;
  }
}

export function writeLocalCopy(key: string, copy: Omit<LocalCopy, 'savedAt'>): void {
  try {
    localStorage.setItem(key, JSON.stringify({ ...copy, savedAt: Date.now() }));
  } catch {
    /* storage full or blocked: writing goes on without the safety copy */
  }
}

export function clearLocalCopy(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}
