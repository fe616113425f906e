import { isBlockDocument, type BlockDocument } from '@yayasan/blocks';

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
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const field = (name: keyof LocalCopy): unknown => (name in value ? Reflect.get(value, name) : undefined);
    const [title, banner, des, tags, content, savedAt] = [
      field('title'),
      field('banner'),
      field('des'),
      field('tags'),
      field('content'),
      field('savedAt'),
    ];
    return {
      title: typeof title === 'string' ? title : '',
      banner: typeof banner === 'string' ? banner : '',
      des: typeof des === 'string' ? des : '',
      tags: isStringArray(tags) ? tags : [],
      content: isBlockDocument(content) ? content : { blocks: [] },
      savedAt: typeof savedAt === 'number' ? savedAt : 0,
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
