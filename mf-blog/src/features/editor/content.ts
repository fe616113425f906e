import type { Descendant } from 'slate';
import {
  blocksToSlate,
  countBlocks,
  isBlankInline,
  slateToBlocks,
  type Block,
  type BlockDocument,
  type BlockElement,
} from '@yayasan/blocks';

/**
 * A block the article can keep. As the original editor's tools did when saving, an invalid
 * block is left out: a header without text, an image without a file URL.
 */
export function isSavableBlock(block: Block): boolean {
  if (block.type === 'header') return !isBlankInline(block.data.text);
  if (block.type === 'image') return block.data.file.url.trim() !== '';
  return true;
}

/** The editor's nodes as the stored document (what Save Draft and Publish send). */
export function documentFromNodes(nodes: readonly Descendant[], time: number = Date.now()): BlockDocument {
  const doc = slateToBlocks(nodes, time);
  return { ...doc, blocks: doc.blocks.filter(isSavableBlock) };
}

/** The blocks with content, for the "write something" check. */
export const contentBlockCount = (nodes: readonly Descendant[]) => countBlocks(documentFromNodes(nodes));

/** Stored content (a document, `[document]`, or nothing) as editor nodes. */
export const nodesFromContent = (content: unknown): BlockElement[] => blocksToSlate(content);

/** Every block as it is, empty ones included (for the local copy, so nothing typed is lost). */
export const snapshotFromNodes = (nodes: readonly Descendant[]): BlockDocument => slateToBlocks(nodes);
