import { INLINE_CODE_CLASS, LINK_REL, LINK_TARGET, MARKER_CLASS, cleanHref, hasClass } from './marks';

/**
 * Inline HTML ⇄ Slate leaves. The parser reads the small tag set that sanitizeInline lets
 * through (anything else loses its markup) without a DOM, so it runs in Node and in browsers.
 * A <br> is a '\n' in leaf text.
 */

export type MarkName = 'bold' | 'italic' | 'marker' | 'code';

/** Marks in nesting order, outermost first. */
export const MARKS: readonly MarkName[] = ['bold', 'italic', 'marker', 'code'];

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  marker?: true;
  code?: true;
}

export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}

export type InlineNode = FormattedText | LinkElement;

const MARK_TAGS: Record<MarkName, { open: string; close: string }> = {
  bold: { open: '<b>', close: '</b>' },
  italic: { open: '<i>', close: '</i>' },
  marker: { open: `<mark class="${MARKER_CLASS}">`, close: '</mark>' },
  code: { open: `<code class="${INLINE_CODE_CLASS}">`, close: '</code>' },
};

/** A run of text with its marks and link, the form both directions go through. */
interface Segment {
  text: string;
  marks: readonly MarkName[];
  link?: string;
}

export function isLinkNode(node: unknown): node is LinkElement {
  return typeof node === 'object' && node !== null && 'type' in node && node.type === 'link';
}

export function isTextNode(node: unknown): node is FormattedText {
  return typeof node === 'object' && node !== null && 'text' in node && typeof node.text === 'string';
}

// ---------------------------------------------------------------------------------------------
// Escaping

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

const NAMED_ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);

export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, (entity, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES.get(body.toLowerCase()) ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  });
}

// ---------------------------------------------------------------------------------------------
// HTML → leaves

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"<>]*"|'[^'<>]*'|[^'"<>])*)>|[^<]+|</g;
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const VOID_TAGS = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'wbr', 'source', 'area', 'col', 'embed']);
const SKIPPED_CONTENT = new Set(['script', 'style', 'textarea', 'noscript', 'template', 'iframe', 'title', 'object']);

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** An open tag with the state it gives its content (its own plus its parents'). */
interface OpenTag {
  tag: string;
  marks: readonly MarkName[];
  link?: string;
  skip: boolean;
}

/** Deeper tags are ignored, which keeps parsing linear on hostile input. */
const MAX_NESTING = 64;

function markOf(tag: string, attributes: Map<string, string>): MarkName | undefined {
  if (tag === 'b' || tag === 'strong') return 'bold';
  if (tag === 'i' || tag === 'em') return 'italic';
  if (tag === 'mark' && hasClass(attributes.get('class'), MARKER_CLASS)) return 'marker';
  if (tag === 'code' && hasClass(attributes.get('class'), INLINE_CODE_CLASS)) return 'code';
  return undefined;
}

function parseSegments(html: string): Segment[] {
  const segments: Segment[] = [];
  const root: OpenTag = { tag: '', marks: [], skip: false };
  const stack: OpenTag[] = [];
  const current = () => stack[stack.length - 1] ?? root;
  const emit = (text: string) => {
    const { marks, link, skip } = current();
    if (text === '' || skip) return;
    segments.push(link === undefined ? { text, marks } : { text, marks, link });
  };
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawTag, rawAttributes] = match;
    if (token.startsWith('<!--')) continue;
    if (rawTag === undefined) {
      emit(decodeEntities(token).replace(/\r\n?|\n/g, ' '));
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (closing) {
      const index = stack.map((open) => open.tag).lastIndexOf(tag);
      if (index >= 0) stack.length = index;
      continue;
    }
    if (tag === 'br') {
      emit('\n');
      continue;
    }
    if (VOID_TAGS.has(tag) || /\/\s*$/.test(rawAttributes) || stack.length >= MAX_NESTING) continue;
    const attributes = parseAttributes(rawAttributes);
    const parent = current();
    const mark = markOf(tag, attributes);
    stack.push({
      tag,
      marks:
        mark && !parent.marks.includes(mark)
          ? MARKS.filter((m) => m === mark || parent.marks.includes(m))
          : parent.marks,
      link: (tag === 'a' ? cleanHref(attributes.get('href')) : null) ?? parent.link,
      skip: parent.skip || SKIPPED_CONTENT.has(tag),
    });
  }
  return segments;
}

function sameMarks(a: readonly MarkName[], b: readonly MarkName[]): boolean {
  return a.length === b.length && a.every((mark, i) => mark === b[i]);
}

function leafOf(text: string, marks: readonly MarkName[]): FormattedText {
  const leaf: FormattedText = { text };
  for (const mark of marks) leaf[mark] = true;
  return leaf;
}

function marksOf(leaf: FormattedText): MarkName[] {
  return MARKS.filter((mark) => leaf[mark] === true);
}

function appendLeaf(leaves: InlineNode[], text: string, marks: readonly MarkName[]): void {
  const last = leaves[leaves.length - 1];
  if (last && !isLinkNode(last) && sameMarks(marksOf(last), marks)) last.text += text;
  else leaves.push(leafOf(text, marks));
}

/**
 * Segments → Slate inline children in the shape Slate's own normalization keeps: adjacent texts
 * with equal marks merged, no empty texts except the ones Slate requires around each link, and
 * at least one text.
 */
function nodesOf(segments: readonly Segment[]): InlineNode[] {
  const merged: InlineNode[] = [];
  for (const { text, marks, link } of segments) {
    if (text === '') continue;
    if (link === undefined) {
      appendLeaf(merged, text, marks);
      continue;
    }
    const last = merged[merged.length - 1];
    if (last && isLinkNode(last) && last.url === link) appendLeaf(last.children, text, marks);
    else merged.push({ type: 'link', url: link, children: [leafOf(text, marks)] });
  }
  const nodes: InlineNode[] = [];
  for (const node of merged) {
    if (isLinkNode(node) && (nodes.length === 0 || isLinkNode(nodes[nodes.length - 1]))) nodes.push({ text: '' });
    nodes.push(node);
  }
  if (nodes.length === 0 || isLinkNode(nodes[nodes.length - 1])) nodes.push({ text: '' });
  return nodes;
}

/**
 * Inline HTML → Slate inline children (texts with marks, and links). Expects sanitized HTML;
 * unknown tags lose their markup and script/style lose their content, but it is no sanitizer.
 */
export function parseInline(html: string): InlineNode[] {
  return nodesOf(typeof html === 'string' ? parseSegments(html) : []);
}

// ---------------------------------------------------------------------------------------------
// Leaves → HTML

function segmentsOf(nodes: readonly unknown[], link?: string): Segment[] {
  const segments: Segment[] = [];
  for (const node of nodes) {
    if (isTextNode(node)) {
      const text = node.text.replace(/\r\n?/g, '\n');
      if (text !== '')
        segments.push(link === undefined ? { text, marks: marksOf(node) } : { text, marks: marksOf(node), link });
    } else if (typeof node === 'object' && node !== null && 'children' in node && Array.isArray(node.children)) {
      // Links keep their (allowed) target; any other inline element contributes its text only.
      const inner = isLinkNode(node) && link === undefined ? (cleanHref(node.url) ?? undefined) : link;
      const children: unknown[] = node.children;
      segments.push(...segmentsOf(children, inner));
    }
  }
  return segments;
}

/** Closes the open marks down to `keep` of them, innermost first. */
function closeMarks(open: MarkName[], keep: number): string {
  let html = '';
  while (open.length > keep) {
    const mark = open.pop();
    if (mark !== undefined) html += MARK_TAGS[mark].close;
  }
  return html;
}

function marksHtml(segments: readonly Segment[]): string {
  let html = '';
  const open: MarkName[] = [];
  for (const { text, marks } of segments) {
    let shared = 0;
    while (shared < open.length && shared < marks.length && open[shared] === marks[shared]) shared++;
    html += closeMarks(open, shared);
    for (const mark of marks.slice(shared)) {
      html += MARK_TAGS[mark].open;
      open.push(mark);
    }
    html += escapeText(text).replace(/\n/g, '<br>');
  }
  html += closeMarks(open, 0);
  return html;
}

/** Slate inline children → inline HTML with escaped text, marks nested in a fixed order. */
export function serializeInline(nodes: readonly unknown[]): string {
  const segments = Array.isArray(nodes) ? segmentsOf(nodes) : [];
  let html = '';
  for (let start = 0; start < segments.length;) {
    const link = segments[start].link;
    let end = start + 1;
    while (end < segments.length && segments[end].link === link) end++;
    const inner = marksHtml(segments.slice(start, end));
    html +=
      link === undefined
        ? inner
        : `<a href="${escapeAttribute(link)}" rel="${LINK_REL}" target="${LINK_TARGET}">${inner}</a>`;
    start = end;
  }
  return html;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/**
 * Rewrites inline HTML in the one form that Slate round trips reproduce. The output holds only the
 * allowed marks with escaped text; the server still sanitizes everything it stores
 * (`canonicalInline` in `@yayasan/blocks/server`).
 */
export function reserializeInline(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return serializeInline(parseInline(html));
}

/** The text of inline HTML (marks dropped, <br> as '\n', entities decoded). */
export function inlineToText(html: string): string {
  return typeof html === 'string'
    ? parseSegments(html)
        .map((segment) => segment.text)
        .join('')
    : '';
}

/** Plain text → inline HTML without marks (for caption inputs). */
export function textToInline(text: string): string {
  return typeof text === 'string' ? serializeInline([{ text }]) : '';
}

/** True when inline HTML has no visible text. */
export function isBlankInline(html: string): boolean {
  return inlineToText(html).trim() === '';
}
