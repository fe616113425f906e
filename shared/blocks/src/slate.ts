import { isEmbedService } from './embed';
import {
  isBlankInline,
  isLinkNode,
  isTextNode,
  parseInline,
  reserializeInline,
  serializeInline,
  type FormattedText,
  type InlineNode,
  type LinkElement,
} from './inline';
import {
  ContentError,
  alignmentOf,
  counterTypeOf,
  headerLevelOf,
  isListStyle,
  createNormalizer,
  listStartOf,
  rawBlocksOf,
} from './normalize';
import type {
  Block,
  BlockDocument,
  CounterType,
  EmbedData,
  HeaderLevel,
  ListItem,
  ListMeta,
  ListStyle,
  QuoteAlignment,
} from './types';

// The editor works on content the server already sanitized; what it saves is sanitized again on write.
const { normalizeBlock } = createNormalizer(reserializeInline);

/**
 * The Slate document the editor works on, and its conversion to and from stored blocks.
 *
 * A list nests the HTML way: list → list-item → [list-item-text, optional nested list]. Every
 * list in one tree has the root's style; start and counterType live on an ordered root only;
 * `checked` is set on the items of a checklist only. Image and embed are void elements; link is
 * the only inline element.
 */

export interface ParagraphElement {
  type: 'paragraph';
  children: InlineNode[];
}

export interface HeadingElement {
  type: 'header';
  level: HeaderLevel;
  children: InlineNode[];
}

export interface ListElement {
  type: 'list';
  style: ListStyle;
  start?: number;
  counterType?: CounterType;
  children: ListItemElement[];
}

export interface ListItemElement {
  type: 'list-item';
  checked?: boolean;
  /** The item's text first, then its nested list when it has one. */
  children: Array<ListItemTextElement | ListElement>;
}

export interface ListItemTextElement {
  type: 'list-item-text';
  children: InlineNode[];
}

export interface QuoteElement {
  type: 'quote';
  alignment: QuoteAlignment;
  /** Inline HTML. */
  caption: string;
  children: InlineNode[];
}

export interface ImageElement {
  type: 'image';
  url: string;
  /** Inline HTML. */
  caption: string;
  withBorder: boolean;
  withBackground: boolean;
  stretched: boolean;
  children: FormattedText[];
}

/** The stored embed's fields, edited in place (only the caption changes). */
export interface EmbedElement extends EmbedData {
  type: 'embed';
  children: FormattedText[];
}

export type { FormattedText, InlineNode, LinkElement };

/** Elements at the top level of the document. */
export type BlockElement = ParagraphElement | HeadingElement | ListElement | QuoteElement | ImageElement | EmbedElement;

export type CustomElement = BlockElement | ListItemElement | ListItemTextElement | LinkElement;
export type CustomText = FormattedText;
export type SlateNode = CustomElement | CustomText;
export type ElementType = CustomElement['type'];

export const VOID_ELEMENT_TYPES: readonly ElementType[] = ['image', 'embed'];
export const INLINE_ELEMENT_TYPES: readonly ElementType[] = ['link'];

export const emptyParagraph = (): ParagraphElement => ({ type: 'paragraph', children: [{ text: '' }] });

// ---------------------------------------------------------------------------------------------
// Blocks → Slate

/** `rootMeta` is given for the outermost list only. */
function listElementOf(items: readonly ListItem[], style: ListStyle, rootMeta?: ListMeta): ListElement {
  const ordered = style === 'ordered' && rootMeta !== undefined;
  return {
    type: 'list',
    style,
    ...(ordered ? { start: listStartOf(rootMeta.start), counterType: counterTypeOf(rootMeta.counterType) } : {}),
    children: items.map((item): ListItemElement => ({
      type: 'list-item',
      ...(style === 'checklist' ? { checked: item.meta.checked === true } : {}),
      children: [
        { type: 'list-item-text', children: parseInline(item.content) },
        ...(item.items.length > 0 ? [listElementOf(item.items, style)] : []),
      ],
    })),
  };
}

function elementOf(block: Block): BlockElement {
  switch (block.type) {
    case 'paragraph':
      return { type: 'paragraph', children: parseInline(block.data.text) };
    case 'header':
      return { type: 'header', level: block.data.level, children: parseInline(block.data.text) };
    case 'list':
      return listElementOf(block.data.items, block.data.style, block.data.meta);
    case 'quote':
      return {
        type: 'quote',
        alignment: block.data.alignment,
        caption: block.data.caption,
        children: parseInline(block.data.text),
      };
    case 'image': {
      const { file, caption, withBorder, withBackground, stretched } = block.data;
      return { type: 'image', url: file.url, caption, withBorder, withBackground, stretched, children: [{ text: '' }] };
    }
    case 'embed': {
      const { service, source, embed, width, height, caption } = block.data;
      return { type: 'embed', service, source, embed, width, height, caption, children: [{ text: '' }] };
    }
  }
}

/**
 * Stored content (a document, or `[document]`) → Slate nodes for the editor. Blocks are
 * normalized on the way (inline HTML rewritten in canonical form); a block that fails validation is left out. Never empty:
 * an empty document gives one empty paragraph.
 */
export function blocksToSlate(doc: unknown): BlockElement[] {
  let raw: unknown[] = [];
  try {
    raw = rawBlocksOf(doc).blocks;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
  }
  const elements: BlockElement[] = [];
  raw.forEach((value, index) => {
    try {
      const block = normalizeBlock(value, index);
      if (block) elements.push(elementOf(block));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
    }
  });
  return elements.length > 0 ? elements : [emptyParagraph()];
}

// ---------------------------------------------------------------------------------------------
// Slate → blocks

type Loose = Record<string, unknown> & { children?: unknown };

const isElementLike = (node: unknown): node is Loose => typeof node === 'object' && node !== null && !isTextNode(node);
const childrenOf = (node: Loose): unknown[] => (Array.isArray(node.children) ? node.children : []);
const isListNode = (node: unknown): node is Loose & { type: 'list' } => isElementLike(node) && node.type === 'list';

function listItemsOf(nodes: readonly unknown[], style: ListStyle): ListItem[] {
  const items: ListItem[] = [];
  for (const node of nodes) {
    if (!isElementLike(node)) continue;
    if (isListNode(node)) {
      // A list directly inside a list belongs to the item before it.
      const nested = listItemsOf(childrenOf(node), style);
      const previous = items[items.length - 1];
      if (previous) previous.items.push(...nested);
      else items.push(...nested);
      continue;
    }
    const children = childrenOf(node);
    items.push({
      content: serializeInline(children.filter((child) => !isListNode(child))),
      meta: style === 'checklist' ? { checked: node.checked === true } : {},
      items: children.filter(isListNode).flatMap((list) => listItemsOf(childrenOf(list), style)),
    });
  }
  return items;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const size = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0);

function collectBlocks(node: unknown, blocks: Block[]): void {
  if (isTextNode(node) || isLinkNode(node)) {
    const html = serializeInline([node]);
    if (!isBlankInline(html)) blocks.push({ type: 'paragraph', data: { text: html } });
    return;
  }
  if (!isElementLike(node)) return;
  const children = childrenOf(node);
  switch (node.type) {
    case 'header':
      blocks.push({ type: 'header', data: { text: serializeInline(children), level: headerLevelOf(node.level) } });
      return;
    case 'list': {
      const style = isListStyle(node.style) ? node.style : 'unordered';
      const items = listItemsOf(children, style);
      const meta =
        style === 'ordered' ? { start: listStartOf(node.start), counterType: counterTypeOf(node.counterType) } : {};
      if (items.length > 0) blocks.push({ type: 'list', data: { style, meta, items } });
      return;
    }
    case 'quote':
      blocks.push({
        type: 'quote',
        data: {
          text: serializeInline(children),
          caption: reserializeInline(node.caption),
          alignment: alignmentOf(node.alignment),
        },
      });
      return;
    case 'image':
      blocks.push({
        type: 'image',
        data: {
          file: { url: text(node.url) },
          caption: reserializeInline(node.caption),
          withBorder: node.withBorder === true,
          withBackground: node.withBackground === true,
          stretched: node.stretched === true,
        },
      });
      return;
    case 'embed':
      if (isEmbedService(node.service)) {
        blocks.push({
          type: 'embed',
          data: {
            service: node.service,
            source: text(node.source),
            embed: text(node.embed),
            width: size(node.width),
            height: size(node.height),
            caption: reserializeInline(node.caption),
          },
        });
      }
      return;
    default: {
      // Paragraphs, and any other element: inline content becomes a paragraph, block content is
      // read block by block.
      if (node.type === 'paragraph' || children.length === 0 || children.some((c) => isTextNode(c) || isLinkNode(c))) {
        const html = serializeInline(children);
        if (!isBlankInline(html)) blocks.push({ type: 'paragraph', data: { text: html } });
      } else {
        for (const child of children) collectBlocks(child, blocks);
      }
    }
  }
}

/**
 * Slate nodes → a stored document (current shapes, inline HTML escaped, marks in a fixed
 * order). Blank paragraphs are left out, as EditorJS does.
 */
export function slateToBlocks(
  nodes: readonly SlateNode[] | readonly unknown[],
  time: number = Date.now(),
): BlockDocument {
  const blocks: Block[] = [];
  for (const node of Array.isArray(nodes) ? nodes : []) collectBlocks(node, blocks);
  return { time, blocks };
}
