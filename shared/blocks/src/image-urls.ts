import type { BlockDocument } from './types';

/** The document with each image block's URL replaced by `map`'s answer for it (the blocks are copied, not changed). */
export async function mapImageUrls(doc: BlockDocument, map: (url: string) => Promise<string>): Promise<BlockDocument> {
  const blocks = await Promise.all(
    doc.blocks.map(async (block) =>
      block.type === 'image'
        ? { ...block, data: { ...block.data, file: { ...block.data.file, url: await map(block.data.file.url) } } }
        : block,
    ),
  );
  return { ...doc, blocks };
}
