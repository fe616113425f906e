import styled from 'styled-components';
import { Embed, Header, ImageBlock, List, Paragraph, Quote } from './blocks';

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

const RENDERERS = {
  paragraph: Paragraph,
  header: Header,
  image: ImageBlock,
  quote: Quote,
  list: List,
  embed: Embed,
} as const;

const isRendered = (type: string): type is keyof typeof RENDERERS =>
  Object.prototype.hasOwnProperty.call(RENDERERS, type);

/** The blocks of stored content: `[document]` (as get-blog answers), a document, or nothing. */
export function blocksOf(content: unknown): unknown[] {
  const doc = Array.isArray(content) ? content[0] : content;
  return isObject(doc) && Array.isArray(doc.blocks) ? doc.blocks : [];
}

/**
 * Renders stored block content (articles, campaign news) block by block; unknown or malformed
 * blocks are skipped.
 */
export function BlockContent({ content, testId = 'block-content' }: { content: unknown; testId?: string }) {
  const blocks = blocksOf(content);
  return (
    <Body data-testid={testId}>
      {blocks.map((block, i) => {
        if (!isObject(block) || typeof block.type !== 'string') return null;
        if (!isRendered(block.type)) return null;
        const Render = RENDERERS[block.type];
        return (
          <Render
            key={typeof block.id === 'string' ? `${block.id}-${i}` : i}
            data={isObject(block.data) ? block.data : {}}
          />
        );
      })}
    </Body>
  );
}

const Body = styled.div`
  max-width: 760px;
  margin: 0 auto;
  a {
    color: ${(p) => p.theme.colors.primary};
    text-decoration: underline;
  }
`;
