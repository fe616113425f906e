import { BlockContent } from '@yayasan/blocks/render';

/** An article's content, rendered by the shared block renderer. */
export function BlogContent({ content }: { content: unknown }) {
  return <BlockContent content={content} testId="blog-content" />;
}
