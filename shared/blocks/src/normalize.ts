import { isOneOf, parseHttpUrl } from '@yayasan/validation';
import { embedFromUrl, isEmbedService } from './embed';
import { isBlankInline } from './inline';
import {
  BLOCK_TYPES,
  COUNTER_TYPES,
  DEFAULT_HEADER_LEVEL,
  HEADER_LEVELS,
  LIST_STYLES,
  QUOTE_ALIGNMENTS,
  type Block,
  type BlockDocument,
  type BlockType,
  type CounterType,
  type EmbedData,
  type HeaderLevel,
  type ImageData,
  type ListData,
  type ListItem,
  type ListStyle,
  type QuoteAlignment,
} from './types';

export const MAX_BLOCKS = 1000;
export const MAX_LIST_DEPTH = 10;
export const MAX_EMBED_SIZE = 4096;

export interface NormalizeOptions {
  /** Publish-time rules: a header needs text, an image needs a file URL. */
  strict?: boolean;
}

export type NormalizeResult = { ok: true; doc: BlockDocument } | { ok: false; error: string };

/** A content problem, reported as `{ ok: false, error }` by normalizeDocument. */
export class ContentError extends Error {}

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = isOneOf;

function integerOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return null;
}

/** Header level: an integer clamped to 1..6, 2 when missing or not a number. */
export function headerLevelOf(value: unknown): HeaderLevel {
  const level = integerOf(value);
  if (level === null) return DEFAULT_HEADER_LEVEL;
  const clamped = Math.min(6, Math.max(1, level));
  return HEADER_LEVELS.find((header) => header === clamped) ?? DEFAULT_HEADER_LEVEL;
}

/** Ordered-list start: a positive integer, 1 otherwise. */
export function listStartOf(value: unknown): number {
  const start = integerOf(value);
  return start !== null && start >= 1 && Number.isSafeInteger(start) ? start : 1;
}

export function counterTypeOf(value: unknown): CounterType {
  return oneOf(COUNTER_TYPES, value) ? value : 'numeric';
}

export function alignmentOf(value: unknown): QuoteAlignment {
  return oneOf(QUOTE_ALIGNMENTS, value) ? value : 'left';
}

export function isListStyle(value: unknown): value is ListStyle {
  return oneOf(LIST_STYLES, value);
}

/** An absolute http(s) URL, re-serialized, or null. */
export function httpUrlOf(value: string): string | null {
  return parseHttpUrl(value)?.href ?? null;
}

/** A string field ('' when missing); anything but a string or number is invalid. */
function stringField(data: Data, field: string, where: string): string {
  const value = data[field];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new ContentError(`${where}: ${field} must be a string`);
}

/** The document inside stored content: `[doc]`, `doc`, its JSON text, or nothing. */
export function unwrapContent(input: unknown): unknown {
  let value = input;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    try {
      const parsed: unknown = JSON.parse(value);
      value = parsed;
    } catch {
      throw new ContentError('Content is not valid JSON');
    }
  }
  if (Array.isArray(value)) return value.length > 0 ? value[0] : null;
  return value;
}

/** The raw blocks array of stored content, with the document's time and version. */
export function rawBlocksOf(input: unknown): { blocks: unknown[]; time?: number; version?: string } {
  const doc = unwrapContent(input);
  if (doc === null || doc === undefined) return { blocks: [] };
  if (!isObject(doc)) throw new ContentError('Content must be a document with blocks');
  const blocks = doc.blocks ?? [];
  if (!Array.isArray(blocks)) throw new ContentError('Content blocks must be an array');
  if (blocks.length > MAX_BLOCKS) throw new ContentError(`Content has more than ${MAX_BLOCKS} blocks`);
  return {
    blocks,
    ...(typeof doc.time === 'number' && Number.isFinite(doc.time) ? { time: doc.time } : {}),
    ...(typeof doc.version === 'string' ? { version: doc.version } : {}),
  };
}

const flag = (value: unknown) => value === true || value === 'true';

/**
 * The block validators, built around the function that makes inline HTML canonical: the server's
 * sanitizing one (`@yayasan/blocks/server`) for content it stores, the plain rewrite for the
 * editor, which loads content the server already cleaned.
 */
export function createNormalizer(canonicalInline: (html: unknown) => string) {
  const inlineField = (data: Data, field: string, where: string) => canonicalInline(stringField(data, field, where));

  function listItemsOf(value: unknown, style: ListStyle, depth: number, where: string): ListItem[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw new ContentError(`${where}: list items must be an array`);
    if (depth > MAX_LIST_DEPTH) throw new ContentError(`${where}: list nested deeper than ${MAX_LIST_DEPTH} levels`);
    return value.map((raw): ListItem => {
      if (!isObject(raw) && typeof raw !== 'string') throw new ContentError(`${where}: invalid list item`);
      // Old list tools stored items as plain HTML strings.
      const item: Data = typeof raw === 'string' ? { content: raw } : raw;
      const content = inlineField(item, item.content === undefined ? 'text' : 'content', where);
      const meta = isObject(item.meta) ? item.meta : {};
      return {
        content,
        meta: style === 'checklist' ? { checked: flag(meta.checked ?? item.checked) } : {},
        items: listItemsOf(item.items, style, depth + 1, where),
      };
    });
  }

  function listOf(data: Data, where: string): ListData {
    const style = data.style ?? 'unordered';
    if (!isListStyle(style)) throw new ContentError(`${where}: unknown list style "${String(style)}"`);
    const meta = isObject(data.meta) ? data.meta : {};
    return {
      style,
      meta:
        style === 'ordered'
          ? {
              start: listStartOf(meta.start ?? data.start),
              counterType: counterTypeOf(meta.counterType ?? data.counterType),
            }
          : {},
      items: listItemsOf(data.items, style, 1, where),
    };
  }

  function imageOf(data: Data, where: string, strict: boolean): ImageData {
    const file = isObject(data.file) ? data.file : {};
    const raw = stringField(file, 'url', where) || stringField(data, 'url', where);
    let url = '';
    if (raw.trim() !== '') {
      const checked = httpUrlOf(raw);
      if (!checked) throw new ContentError(`${where}: image URL must be http or https`);
      url = checked;
    } else if (strict) {
      throw new ContentError(`${where}: image block needs a file URL`);
    }
    return {
      file: { url },
      caption: inlineField(data, 'caption', where),
      withBorder: flag(data.withBorder),
      withBackground: flag(data.withBackground),
      stretched: flag(data.stretched),
    };
  }

  function embedSize(value: unknown, fallback: number): number {
    const size = integerOf(value);
    return size !== null && size >= 1 && size <= MAX_EMBED_SIZE ? size : fallback;
  }

  function embedOf(data: Data, where: string): EmbedData {
    const service = data.service;
    if (!isEmbedService(service))
      throw new ContentError(`${where}: unsupported embed service "${String(service ?? '')}"`);
    const source = stringField(data, 'source', where);
    const embed = stringField(data, 'embed', where);
    for (const url of [source, embed]) {
      if (url.trim() !== '' && !httpUrlOf(url)) throw new ContentError(`${where}: embed URL must be http or https`);
    }
    const derived = embedFromUrl(source) ?? embedFromUrl(embed);
    if (!derived || derived.service !== service) {
      throw new ContentError(`${where}: embed URL is not a ${service} URL`);
    }
    return {
      service,
      source: derived.source,
      embed: derived.embed,
      width: embedSize(data.width, derived.width),
      height: embedSize(data.height, derived.height),
      caption: inlineField(data, 'caption', where),
    };
  }

  /**
   * One stored block → its current shape, or null when it carries nothing the format can keep
   * (a blank paragraph, a list without items). Throws ContentError when it is invalid.
   */
  function normalizeBlock(raw: unknown, index: number, options: NormalizeOptions = {}): Block | null {
    const where = `Block ${index + 1}`;
    if (!isObject(raw)) throw new ContentError(`${where}: not an object`);
    const type = raw.type;
    if (typeof type !== 'string' || type === '') throw new ContentError(`${where}: missing block type`);
    if (!oneOf(BLOCK_TYPES, type)) throw new ContentError(`${where}: unknown block type "${type}"`);
    if (raw.data !== undefined && raw.data !== null && !isObject(raw.data)) {
      throw new ContentError(`${where}: block data must be an object`);
    }
    const data: Data = isObject(raw.data) ? raw.data : {};
    const id = typeof raw.id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(raw.id) ? { id: raw.id } : {};
    const strict = options.strict === true;
    const typed: BlockType = type;
    switch (typed) {
      case 'paragraph': {
        const text = inlineField(data, 'text', where);
        return isBlankInline(text) ? null : { ...id, type: 'paragraph', data: { text } };
      }
      case 'header': {
        const text = inlineField(data, 'text', where);
        if (strict && isBlankInline(text)) throw new ContentError(`${where}: header text is empty`);
        return { ...id, type: 'header', data: { text, level: headerLevelOf(data.level) } };
      }
      case 'list': {
        const list = listOf(data, where);
        return list.items.length === 0 ? null : { ...id, type: 'list', data: list };
      }
      case 'quote':
        return {
          ...id,
          type: 'quote',
          data: {
            text: inlineField(data, 'text', where),
            caption: inlineField(data, 'caption', where),
            alignment: alignmentOf(data.alignment),
          },
        };
      case 'image':
        return { ...id, type: 'image', data: imageOf(data, where, strict) };
      case 'embed':
        return { ...id, type: 'embed', data: embedOf(data, where) };
    }
  }

  /**
   * Validates stored article content and brings it to the current block shapes: known block types
   * only, every inline string sanitized, options defaulted or clamped, image and embed URLs
   * http(s), embed URLs derived from the source. Accepts a document, an array whose first item is
   * the document, its JSON text, or null/empty (an empty document). Blank paragraphs and lists
   * without items are left out, as EditorJS does when saving. `strict` adds the publish rules.
   */
  function normalizeDocument(input: unknown, options: NormalizeOptions = {}): NormalizeResult {
    try {
      const { blocks, time, version } = rawBlocksOf(input);
      const normalized = blocks
        .map((block, index) => normalizeBlock(block, index, options))
        .filter((block): block is Block => block !== null);
      const doc: BlockDocument = {
        ...(time !== undefined ? { time } : {}),
        blocks: normalized,
        ...(version !== undefined ? { version } : {}),
      };
      return { ok: true, doc };
    } catch (error) {
      if (error instanceof ContentError) return { ok: false, error: error.message };
      throw error;
    }
  }

  return { normalizeBlock, normalizeDocument };
}

function listHasContent(items: readonly ListItem[] | undefined): boolean {
  return (items ?? []).some((item) => !isBlankInline(item?.content ?? '') || listHasContent(item?.items));
}

/** Whether a block shows anything: text, list item text, an image or embed URL. */
export function blockHasContent(block: Block): boolean {
  switch (block.type) {
    case 'paragraph':
    case 'header':
      return !isBlankInline(block.data?.text ?? '');
    case 'list':
      return listHasContent(block.data?.items);
    case 'quote':
      return !isBlankInline(block.data?.text ?? '') || !isBlankInline(block.data?.caption ?? '');
    case 'image':
      return (block.data?.file?.url ?? '').trim() !== '';
    case 'embed':
      return (block.data?.embed ?? '').trim() !== '';
    default:
      return false;
  }
}

/** The number of blocks with content (an empty paragraph or header does not count). */
export function countBlocks(doc: BlockDocument | null | undefined): number {
  return (doc?.blocks ?? []).filter(blockHasContent).length;
}
