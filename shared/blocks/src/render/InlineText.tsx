import { Fragment, type ReactNode } from 'react';
import { isLinkNode, parseInline, type FormattedText, type InlineNode } from '../index';
import { isHttpUrl } from '@yayasan/validation';

/** Only http(s) links become anchors (mailto: not); anything else keeps its text only. */
const safeHref = (url: string) => (isHttpUrl(url) ? url : null);

function lines(text: string, key: string): ReactNode {
  const parts = text.split('\n');
  return parts.map((part, i) => (
    <Fragment key={`${key}-${i}`}>
      {i > 0 && <br />}
      {part}
    </Fragment>
  ));
}

function leaf(node: FormattedText, key: string): ReactNode {
  let out: ReactNode = lines(node.text, key);
  // Innermost first, so the nesting is bold > italic > marker > code as the stored HTML has it.
  if (node.code) out = <code className="inline-code">{out}</code>;
  if (node.marker) out = <mark className="cdx-marker">{out}</mark>;
  if (node.italic) out = <i>{out}</i>;
  if (node.bold) out = <b>{out}</b>;
  return <Fragment key={key}>{out}</Fragment>;
}

function render(nodes: readonly InlineNode[], prefix: string): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${prefix}${i}`;
    if (!isLinkNode(node)) return leaf(node, key);
    const href = safeHref(node.url);
    const children = node.children.map((child, j) => leaf(child, `${key}-${j}`));
    return href ? (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  });
}

/**
 * Stored inline HTML as React elements. The HTML is parsed into text runs with the allowed marks
 * (bold, italic, marker, inline code) and http(s) links; nothing else becomes markup, and no HTML
 * string ever reaches the DOM, so scripts, handlers and unknown tags stay inert text or vanish.
 */
export function InlineText({ html }: { html: unknown }) {
  if (typeof html !== 'string' || html === '') return null;
  return <>{render(parseInline(html), 'n')}</>;
}
