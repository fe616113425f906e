export * from './types';
// Browser-safe: no sanitizer here. Server code imports `@yayasan/blocks/server` for writes.
export { cleanHref, MARKER_CLASS, INLINE_CODE_CLASS, LINK_REL, LINK_TARGET } from './marks';
export {
  MARKS,
  parseInline,
  serializeInline,
  reserializeInline,
  inlineToText,
  textToInline,
  isBlankInline,
  escapeText,
  decodeEntities,
  isLinkNode,
  isTextNode,
  type MarkName,
  type FormattedText,
  type LinkElement,
  type InlineNode,
} from './inline';
export { textToDocument, documentToText, imagesOf } from './marked-text';
export { blocksOf, isBlock, isBlockDocument } from './document';
export { embedFromUrl, isEmbedService, EMBED_FRAME_ORIGINS, type EmbedInfo } from './embed';
export {
  countBlocks,
  blockHasContent,
  headerLevelOf,
  listStartOf,
  counterTypeOf,
  alignmentOf,
  isListStyle,
  httpUrlOf,
  ContentError,
  MAX_BLOCKS,
  MAX_LIST_DEPTH,
  MAX_EMBED_SIZE,
  type NormalizeOptions,
  type NormalizeResult,
} from './normalize';
export {
  blocksToSlate,
  slateToBlocks,
  emptyParagraph,
  VOID_ELEMENT_TYPES,
  INLINE_ELEMENT_TYPES,
  type ParagraphElement,
  type HeadingElement,
  type ListElement,
  type ListItemElement,
  type ListItemTextElement,
  type QuoteElement,
  type ImageElement,
  type EmbedElement,
  type BlockElement,
  type CustomElement,
  type CustomText,
  type SlateNode,
  type ElementType,
} from './slate';
