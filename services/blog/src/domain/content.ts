import { normalizeBlock, type Block, type BlockDocument } from '@yayasan/blocks/server';
import { parseJson } from '@yayasan/service-kit';

export { normalizeBlock, type Block, type BlockDocument };

/** The raw blocks of stored content (`{time, blocks}`, `[doc]` or its JSON text); [] when unreadable. */
export function rawBlocksOfContent(stored: unknown): { blocks: unknown[]; time?: number } {
  let doc = parseJson<unknown>(stored, null);
  if (Array.isArray(doc)) doc = doc[0];
  if (typeof doc !== 'object' || doc === null) return { blocks: [] };
  const blocks = 'blocks' in doc ? doc.blocks : undefined;
  const time = 'time' in doc ? doc.time : undefined;
  return {
    blocks: Array.isArray(blocks) ? blocks : [],
    ...(typeof time === 'number' && Number.isFinite(time) ? { time } : {}),
  };
}
