// The React renderer of stored block content, for the browser apps (articles, campaign news).
export { BlockContent, blocksOf } from './BlockContent';
export { EMBED_FRAME } from './blocks';
export { InlineText } from './InlineText';
