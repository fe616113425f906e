import { Node } from 'slate';
import { ReactEditor, useSlateStatic, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import styled from 'styled-components';
import type { CounterType, HeadingElement, ListElement, ListItemElement, QuoteElement } from '@yayasan/blocks';
import { EDITOR_TEXT } from '../constants';
import { setElementProps } from '../slate/blocks';
import { toggleChecked } from '../slate/lists';
import { rootListAt } from '../slate/queries';
import { CaptionInput } from './CaptionInput';
import { EmbedBlock } from './EmbedBlock';
import { ImageBlock } from './ImageBlock';

const CSS_COUNTER: Record<CounterType, string> = {
  numeric: 'decimal',
  'lower-roman': 'lower-roman',
  'upper-roman': 'upper-roman',
  'lower-alpha': 'lower-alpha',
  'upper-alpha': 'upper-alpha',
};

export function renderElement(props: RenderElementProps) {
  const { attributes, children, element } = props;
  switch (element.type) {
    case 'header':
      return <Heading {...props} element={element} />;
    case 'quote':
      return <Quote {...props} element={element} />;
    case 'list':
      return <List {...props} element={element} />;
    case 'list-item':
      return <ListItem {...props} element={element} />;
    case 'list-item-text':
      return <div {...attributes}>{children}</div>;
    case 'image':
      return <ImageBlock {...props} element={element} />;
    case 'embed':
      return <EmbedBlock {...props} element={element} />;
    case 'link':
      return (
        <a {...attributes} href={element.url} rel="noopener noreferrer" target="_blank">
          {children}
        </a>
      );
    default:
      return <Paragraph {...attributes}>{children}</Paragraph>;
  }
}

/** Marks, nested in the stored order (bold, italic, marker, code). */
export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.code) content = <code className="inline-code">{content}</code>;
  if (leaf.marker) content = <mark className="cdx-marker">{content}</mark>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}

const HEADING_TAGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

function Heading({ attributes, children, element }: RenderElementProps & { element: HeadingElement }) {
  const Tag = HEADING_TAGS[element.level];
  const empty = Node.string(element) === '' && element.children.length === 1;
  return (
    <HeadingBox as={Tag} {...attributes}>
      {empty && (
        <Placeholder contentEditable={false} aria-hidden>
          {EDITOR_TEXT.headerPlaceholder}
        </Placeholder>
      )}
      {children}
    </HeadingBox>
  );
}

function Quote({ attributes, children, element }: RenderElementProps & { element: QuoteElement }) {
  const editor = useSlateStatic();
  return (
    <QuoteBox {...attributes} style={{ textAlign: element.alignment }}>
      <blockquote>{children}</blockquote>
      <div contentEditable={false}>
        <CaptionInput
          label="Caption kutipan"
          value={element.caption}
          onChange={(caption) =>
            setElementProps<QuoteElement>(editor, ReactEditor.findPath(editor, element), { caption })
          }
        />
      </div>
    </QuoteBox>
  );
}

function List({ attributes, children, element }: RenderElementProps & { element: ListElement }) {
  const editor = useSlateStatic();
  if (element.style === 'ordered') {
    const root = rootListAt(editor, ReactEditor.findPath(editor, element))?.[0] ?? element;
    return (
      <Ordered
        {...attributes}
        start={element.start}
        style={{ listStyleType: CSS_COUNTER[root.counterType ?? 'numeric'] }}
      >
        {children}
      </Ordered>
    );
  }
  if (element.style === 'checklist') return <Checklist {...attributes}>{children}</Checklist>;
  return <Unordered {...attributes}>{children}</Unordered>;
}

function ListItem({ attributes, children, element }: RenderElementProps & { element: ListItemElement }) {
  const editor = useSlateStatic();
  if (element.checked === undefined) return <li {...attributes}>{children}</li>;
  return (
    <CheckItem {...attributes} data-checked={element.checked}>
      <span contentEditable={false}>
        <input
          type="checkbox"
          checked={element.checked}
          aria-label="Tandai item selesai"
          onChange={() => toggleChecked(editor, ReactEditor.findPath(editor, element))}
        />
      </span>
      <div>{children}</div>
    </CheckItem>
  );
}

const Paragraph = styled.p`
  margin: 0 0 12px;
  line-height: 1.7;
`;

const HeadingBox = styled.h2`
  position: relative;
  margin: 20px 0 10px;
`;

const Placeholder = styled.span`
  position: absolute;
  left: 0;
  top: 0;
  pointer-events: none;
  user-select: none;
  color: ${(p) => p.theme.colors.muted};
  opacity: 0.7;
`;

const QuoteBox = styled.figure`
  margin: 16px 0;
  padding: 8px 16px;
  border-left: 4px solid ${(p) => p.theme.colors.primary};
  blockquote {
    margin: 0;
    font-style: italic;
    line-height: 1.7;
  }
`;

const listBase = `
  margin: 0 0 12px;
  padding-left: 28px;
  line-height: 1.7;
`;
const Ordered = styled.ol`
  ${listBase}
`;
const Unordered = styled.ul`
  ${listBase}
`;
const Checklist = styled.ul`
  ${listBase}
  list-style: none;
  padding-left: 4px;
  ul {
    padding-left: 24px;
  }
`;
const CheckItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  > span input {
    margin-top: 0.45em;
    cursor: pointer;
  }
  > div {
    flex: 1;
    min-width: 0;
  }
  &[data-checked='true'] > div > div:first-child {
    text-decoration: line-through;
    color: ${(p) => p.theme.colors.muted};
  }
`;
