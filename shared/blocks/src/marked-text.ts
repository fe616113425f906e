import { embedFromUrl } from './embed';
import { blocksOf } from './document';
import { inlineToText, textToInline } from './inline';
import type { Block, BlockDocument, ListItem } from './types';

/**
 * Campaign news is written as lightly marked text (the news form) and read as plain text (its e-mail).
 * The news form writes its body as lightly marked text, like the campaign form's content field,
 * and stores it as the articles' blocks: `## ` and `### ` start headers, `- ` and `1. ` list items,
 * `> ` a quote, a line holding only a YouTube/Vimeo/Instagram/X/Facebook link an embed; blank lines
 * separate paragraphs. Pictures are added beside the text (image blocks come from them).
 */

const item = (text: string): ListItem => ({ content: textToInline(text), meta: {}, items: [] });

function lineBlock(line: string): Block | 'list-u' | 'list-o' | null {
  const header = /^(#{2,3})\s+(.*)$/.exec(line);
  if (header) return { type: 'header', data: { text: textToInline(header[2]), level: header[1].length === 2 ? 2 : 3 } };
  if (/^>\s?/.test(line)) {
    return { type: 'quote', data: { text: textToInline(line.replace(/^>\s?/, '')), caption: '', alignment: 'left' } };
  }
  if (/^[-*]\s+/.test(line)) return 'list-u';
  if (/^\d+[.)]\s+/.test(line)) return 'list-o';
  const embed = embedFromUrl(line);
  if (embed) return { type: 'embed', data: { ...embed, caption: '' } };
  return null;
}

export function textToDocument(text: string, now = Date.now()): BlockDocument {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const body = paragraph.join('\n').trim();
    if (body) blocks.push({ type: 'paragraph', data: { text: textToInline(body).replace(/\n/g, '<br>') } });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const kind = lineBlock(line);
    if (kind === null) {
      paragraph.push(line);
      continue;
    }
    flush();
    if (kind === 'list-u' || kind === 'list-o') {
      const style = kind === 'list-u' ? 'unordered' : 'ordered';
      const content = line.replace(kind === 'list-u' ? /^[-*]\s+/ : /^\d+[.)]\s+/, '');
      const last = blocks[blocks.length - 1];
      if (last?.type === 'list' && last.data.style === style) last.data.items.push(item(content));
      else
        blocks.push({
          type: 'list',
          data: { style, meta: style === 'ordered' ? { start: 1 } : {}, items: [item(content)] },
        });
      continue;
    }
    blocks.push(kind);
  }
  flush();
  return { time: now, blocks };
}

const itemsText = (items: ListItem[], ordered: boolean, depth = 0): string[] =>
  items.flatMap((it, i) => [
    `${'  '.repeat(depth)}${ordered ? `${i + 1}.` : '-'} ${inlineToText(it.content)}`,
    ...itemsText(it.items, ordered, depth + 1),
  ]);

/** A stored post's body as the form's text (image blocks are shown as pictures instead). */
export function documentToText(content: unknown): string {
  return blocksOf(content)
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return inlineToText(block.data.text);
        case 'header':
          return `${block.data.level >= 3 ? '###' : '##'} ${inlineToText(block.data.text)}`;
        case 'quote':
          return `> ${inlineToText(block.data.text)}`;
        case 'list':
          return itemsText(block.data.items, block.data.style === 'ordered').join('\n');
        case 'embed':
          return block.data.source;
        default:
          return '';
      }
    })
    .filter(Boolean)
    .join('\n\n');
}

/** Image blocks of a stored post, which the form shows among its pictures. */
export function imagesOf(content: unknown): string[] {
  return blocksOf(content).flatMap((b) => (b.type === 'image' ? [b.data.file.url] : []));
}
