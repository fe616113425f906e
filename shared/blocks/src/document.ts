import { BLOCK_TYPES, type Block, type BlockDocument } from './types';

const KNOWN_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPES);

/**
 * Whether a stored value is a block of a kind this site renders: a known `type` and a `data` object.
 * The data's fields are not checked again here: every stored document passed the server's normalizer,
 * and a page's own copy was written from the editor's blocks.
 */
export function isBlock(value: unknown): value is Block {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    typeof value.type === 'string' &&
    KNOWN_TYPES.has(value.type) &&
    'data' in value &&
    typeof value.data === 'object' &&
    value.data !== null
  );
}

/** The blocks of a stored document (the wire leaves its type open), skipping any of an unknown kind. */
export function blocksOf(content: unknown): Block[] {
  if (typeof content !== 'object' || content === null || !('blocks' in content)) return [];
  const { blocks } = content;
  return Array.isArray(blocks) ? blocks.filter(isBlock) : [];
}

/** Whether a stored value is a whole document: a `blocks` list of blocks of known kinds. */
export function isBlockDocument(value: unknown): value is BlockDocument {
  if (typeof value !== 'object' || value === null || !('blocks' in value)) return false;
  const { blocks } = value;
  return Array.isArray(blocks) && blocks.every(isBlock);
}
