/**
 * The stored article content format: the block shapes the original EditorJS tools save
 * (paragraph, header, list, quote, image, embed). Inline strings (text, content, caption) hold
 * sanitized inline HTML: <b>, <i>, <mark class="cdx-marker">, <code class="inline-code">,
 * <a href> (http, https, mailto) and <br>.
 */

export const BLOCK_TYPES = ['paragraph', 'header', 'list', 'quote', 'image', 'embed'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const HEADER_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type HeaderLevel = (typeof HEADER_LEVELS)[number];
export const DEFAULT_HEADER_LEVEL: HeaderLevel = 2;

export const LIST_STYLES = ['unordered', 'ordered', 'checklist'] as const;
export type ListStyle = (typeof LIST_STYLES)[number];

export const COUNTER_TYPES = ['numeric', 'lower-roman', 'upper-roman', 'lower-alpha', 'upper-alpha'] as const;
export type CounterType = (typeof COUNTER_TYPES)[number];

export const QUOTE_ALIGNMENTS = ['left', 'center'] as const;
export type QuoteAlignment = (typeof QUOTE_ALIGNMENTS)[number];

export const EMBED_SERVICES = ['youtube', 'vimeo', 'instagram', 'twitter', 'facebook'] as const;
export type EmbedService = (typeof EMBED_SERVICES)[number];

export interface ParagraphData {
  text: string;
}

export interface HeaderData {
  text: string;
  level: HeaderLevel;
}

/** `checked` is present (true or false) on checklist items only. */
export interface ListItemMeta {
  checked?: boolean;
}

export interface ListItem {
  content: string;
  meta: ListItemMeta;
  items: ListItem[];
}

/** `start` and `counterType` are present on ordered lists only. */
export interface ListMeta {
  start?: number;
  counterType?: CounterType;
}

export interface ListData {
  style: ListStyle;
  meta: ListMeta;
  items: ListItem[];
}

export interface QuoteData {
  text: string;
  caption: string;
  alignment: QuoteAlignment;
}

export interface ImageData {
  file: { url: string };
  caption: string;
  withBorder: boolean;
  withBackground: boolean;
  stretched: boolean;
}

export interface EmbedData {
  service: EmbedService;
  source: string;
  embed: string;
  width: number;
  height: number;
  /** Inline HTML. */
  caption: string;
}

interface BlockOf<T extends BlockType, D> {
  id?: string;
  type: T;
  data: D;
}

export type ParagraphBlock = BlockOf<'paragraph', ParagraphData>;
export type HeaderBlock = BlockOf<'header', HeaderData>;
export type ListBlock = BlockOf<'list', ListData>;
export type QuoteBlock = BlockOf<'quote', QuoteData>;
export type ImageBlock = BlockOf<'image', ImageData>;
export type EmbedBlock = BlockOf<'embed', EmbedData>;

export type Block = ParagraphBlock | HeaderBlock | ListBlock | QuoteBlock | ImageBlock | EmbedBlock;

export interface BlockDocument {
  time?: number;
  blocks: Block[];
  version?: string;
}
