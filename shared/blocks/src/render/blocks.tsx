import type { CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { ResponsiveImage } from '@yayasan/ui';
import {
  alignmentOf,
  counterTypeOf,
  embedFromUrl,
  headerLevelOf,
  httpUrlOf,
  isListStyle,
  listStartOf,
  MAX_LIST_DEPTH,
} from '../index';
import { InlineText } from './InlineText';

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const flag = (v: unknown) => v === true || v === 'true';

export function Paragraph({ data }: { data: Data }) {
  return (
    <P>
      <InlineText html={str(data.text)} />
    </P>
  );
}

const HEADING_TAGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

export function Header({ data }: { data: Data }) {
  const level = headerLevelOf(data.level);
  const Tag = HEADING_TAGS[level];
  return (
    <Heading as={Tag} data-level={level}>
      <InlineText html={str(data.text)} />
    </Heading>
  );
}

export function ImageBlock({ data }: { data: Data }) {
  const file = isObject(data.file) ? data.file : {};
  const url = httpUrlOf(str(file.url) || str(data.url));
  if (!url) return null;
  const caption = str(data.caption);
  const options = {
    $border: flag(data.withBorder),
    $background: flag(data.withBackground),
    $stretched: flag(data.stretched),
  };
  return (
    <Figure
      {...options}
      data-border={options.$border}
      data-background={options.$background}
      data-stretched={options.$stretched}
    >
      <ResponsiveImage
        src={url}
        alt={caption ? '' : 'Gambar artikel'}
        sizes="(min-width: 800px) 760px, 100vw"
        referrerPolicy="no-referrer"
      />
      {caption && (
        <figcaption>
          <InlineText html={caption} />
        </figcaption>
      )}
    </Figure>
  );
}

export function Quote({ data }: { data: Data }) {
  const alignment = alignmentOf(data.alignment);
  const caption = str(data.caption);
  return (
    <Blockquote $align={alignment} data-alignment={alignment}>
      <p>
        <InlineText html={str(data.text)} />
      </p>
      {caption && (
        <cite>
          <InlineText html={caption} />
        </cite>
      )}
    </Blockquote>
  );
}

interface Item {
  content: string;
  checked: boolean;
  items: unknown[];
}

function itemOf(raw: unknown): Item | null {
  if (typeof raw === 'string') return { content: raw, checked: false, items: [] };
  if (!isObject(raw)) return null;
  const meta = isObject(raw.meta) ? raw.meta : {};
  return {
    content: str(raw.content ?? raw.text),
    checked: flag(meta.checked ?? raw.checked),
    items: Array.isArray(raw.items) ? raw.items : [],
  };
}

const CSS_COUNTER: Record<string, CSSProperties['listStyleType']> = {
  numeric: 'decimal',
  'lower-roman': 'lower-roman',
  'upper-roman': 'upper-roman',
  'lower-alpha': 'lower-alpha',
  'upper-alpha': 'upper-alpha',
};

function ListItems({ items, style, meta, depth }: { items: unknown[]; style: string; meta: Data; depth: number }) {
  if (depth > MAX_LIST_DEPTH) return null;
  const entries = items.map(itemOf).filter((i): i is Item => i !== null);
  const children = entries.map((item, i) => (
    <li key={i} data-checked={style === 'checklist' ? item.checked : undefined}>
      {style === 'checklist' && (
        <input
          type="checkbox"
          checked={item.checked}
          readOnly
          disabled
          aria-label={item.checked ? 'Selesai' : 'Belum selesai'}
        />
      )}
      <span>
        <InlineText html={item.content} />
      </span>
      {item.items.length > 0 && <ListItems items={item.items} style={style} meta={meta} depth={depth + 1} />}
    </li>
  ));
  if (style === 'ordered') {
    // Nested ordered lists keep the counter type and start again at 1, as the editor shows them.
    const counter = counterTypeOf(meta.counterType);
    return (
      <Ol
        start={depth === 1 ? listStartOf(meta.start) : 1}
        style={{ listStyleType: CSS_COUNTER[counter] }}
        data-counter={counter}
      >
        {children}
      </Ol>
    );
  }
  return style === 'checklist' ? <Checklist>{children}</Checklist> : <Ul>{children}</Ul>;
}

export function List({ data }: { data: Data }) {
  const style = isListStyle(data.style) ? data.style : 'unordered';
  const meta = isObject(data.meta) ? data.meta : { start: data.start, counterType: data.counterType };
  const items = Array.isArray(data.items) ? data.items : [];
  if (!items.length) return null;
  return (
    <ListWrap data-style={style}>
      <ListItems items={items} style={style} meta={meta} depth={1} />
    </ListWrap>
  );
}

/** How a third-party embed is framed, in the article and in the editor alike. */
export const EMBED_FRAME = {
  loading: 'lazy',
  sandbox: 'allow-scripts allow-same-origin allow-popups allow-presentation',
  referrerPolicy: 'strict-origin-when-cross-origin',
  allow: 'encrypted-media; picture-in-picture; fullscreen',
  allowFullScreen: true,
} as const;

/**
 * Embeds only from the known providers. The frame's address is rebuilt from the ids found in the
 * stored source (never taken as stored), and the frame is sandboxed.
 */
export function Embed({ data }: { data: Data }) {
  const info = embedFromUrl(str(data.source)) ?? embedFromUrl(str(data.embed));
  if (!info || (typeof data.service === 'string' && data.service !== info.service)) return null;
  const caption = str(data.caption);
  return (
    <Figure $border={false} $background={false} $stretched={false}>
      <Frame style={{ aspectRatio: `${info.width} / ${info.height}` }}>
        <iframe src={info.embed} title={`Konten ${info.service}`} {...EMBED_FRAME} />
      </Frame>
      {caption && (
        <figcaption>
          <InlineText html={caption} />
        </figcaption>
      )}
    </Figure>
  );
}

const P = styled.p`
  font-size: 1.1rem;
  line-height: 1.8;
  margin: 0 0 1.2em;
  overflow-wrap: anywhere;
`;
const Heading = styled.h2`
  line-height: 1.3;
  margin: 1.4em 0 0.6em;
  &[data-level='1'] {
    font-size: 2rem;
  }
  &[data-level='2'] {
    font-size: 1.7rem;
  }
  &[data-level='3'] {
    font-size: 1.4rem;
  }
  &[data-level='4'] {
    font-size: 1.2rem;
  }
  &[data-level='5'] {
    font-size: 1.05rem;
  }
  &[data-level='6'] {
    font-size: 0.95rem;
    text-transform: uppercase;
  }
`;
const Figure = styled.figure<{ $border: boolean; $background: boolean; $stretched: boolean }>`
  margin: 1.5em 0;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 0 auto;
    border-radius: 6px;
  }
  figcaption {
    text-align: center;
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.95rem;
    margin-top: 8px;
  }
  ${(p) =>
    p.$border &&
    css`
      img {
        border: 1px solid ${p.theme.colors.border};
      }
    `}
  ${(p) =>
    p.$background &&
    css`
      background: ${p.theme.colors.surface};
      padding: 16px;
      border-radius: ${p.theme.radius};
      img {
        max-width: 60%;
      }
    `}
  ${(p) =>
    p.$stretched &&
    css`
      img {
        width: 100%;
      }
    `}
`;
const Frame = styled.div`
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
    border-radius: 6px;
  }
`;
const Blockquote = styled.blockquote<{ $align: string }>`
  margin: 1.5em 0;
  padding: 12px 20px;
  border-left: 4px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.surface};
  text-align: ${(p) => p.$align};
  p {
    font-size: 1.15rem;
    font-style: italic;
    margin: 0;
  }
  cite {
    display: block;
    margin-top: 8px;
    color: ${(p) => p.theme.colors.muted};
    font-style: normal;
  }
`;
const ListWrap = styled.div`
  margin: 0 0 1.2em;
  font-size: 1.1rem;
  line-height: 1.7;
  ul,
  ol {
    padding-left: 1.6em;
    margin: 0.2em 0;
  }
`;
const Ol = styled.ol``;
const Ul = styled.ul`
  list-style-type: disc;
`;
const Checklist = styled.ul`
  list-style: none;
  padding-left: 0.4em !important;
  li {
    display: block;
  }
  input {
    margin-right: 8px;
    vertical-align: middle;
  }
  li[data-checked='true'] > span {
    text-decoration: line-through;
    color: ${(p) => p.theme.colors.muted};
  }
`;
