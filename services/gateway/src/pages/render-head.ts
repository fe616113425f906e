import {
  FIELD_SAMPLE_RATE_META,
  REMOTES_CONFIG_ELEMENT_ID,
  SERVER_STATE_ELEMENT_ID,
  STARTUP_FILES_ATTRIBUTE,
  type RemotesConfig,
  type StartupFile,
} from '@yayasan/contracts';
import { SITE } from '@yayasan/site-config';
import { escapeHtml, jsonForScript } from '@yayasan/service-kit/html';
import { voidElement } from './escape';
import { pictureSources, type Head } from './page-heads';

export interface HeadExtras {
  publicUrl: string;
  remotes: RemotesConfig;
  /** The remote files the page needs first; classic scripts, as the container runtime loads them. */
  startupFiles: StartupFile[];
  /** The share of page views whose field signals the browser reports. */
  fieldSampleRate: number;
}

const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;
const link = (attrs: Record<string, string>) => voidElement('link', attrs);

/** An absolute URL for a site path; URLs that already are absolute stay as they are. */
const absolute = (publicUrl: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/**
 * The route's remote files, listed beside the shell's own (startup-files.js) rather than preloaded: the
 * shell asks for them once the page has been painted, so the page's picture and first view have the
 * phone's narrow connection to themselves until then.
 */
const startupFilesList = (files: StartupFile[]) =>
  files.length ? [`<script type="application/json" ${STARTUP_FILES_ATTRIBUTE}>${jsonForScript(files)}</script>`] : [];

/** The lead picture's preload: the same variants and slot as its <img>, so the same file. */
function leadImagePreload(lead: NonNullable<Head['leadImage']>): string {
  const sources = pictureSources(lead);
  return link({
    rel: 'preload',
    as: 'image',
    href: lead.url,
    ...(sources ? { imagesrcset: sources.srcset, imagesizes: sources.sizes } : {}),
    fetchpriority: 'high',
  });
}

/**
 * The route-specific part of the page head. Every value is escaped: text and attributes with
 * `escapeHtml`, JSON blocks with `jsonForScript`. Inline data is JSON, never executable script, so
 * it works under a `script-src 'self'` policy.
 */
export function renderHead(head: Head, extras: HeadExtras): string {
  const { publicUrl } = extras;
  const imageUrl = absolute(publicUrl, head.image.path);
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonicalPath
      ? link({ rel: 'canonical', href: absolute(publicUrl, head.canonicalPath) })
      : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:locale', 'id_ID'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonicalPath ? [meta('property', 'og:url', absolute(publicUrl, head.canonicalPath))] : []),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:width', head.image.width),
    meta('property', 'og:image:height', head.image.height),
    meta('property', 'og:image:alt', head.image.alt),
    ...(head.article
      ? [
          ...(head.article.publishedTime
            ? [meta('property', 'article:published_time', head.article.publishedTime)]
            : []),
          meta('property', 'article:modified_time', head.article.modifiedTime),
          meta('property', 'article:author', head.article.author),
          ...head.article.tags.map((tag) => meta('property', 'article:tag', tag)),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', imageUrl),
    link({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `Artikel ${SITE.name}`,
      href: `${publicUrl}/feed.xml`,
    }),
    ...(head.leadImage ? [leadImagePreload(head.leadImage)] : []),
    ...startupFilesList(extras.startupFiles),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    meta('name', FIELD_SAMPLE_RATE_META, extras.fieldSampleRate),
    `<script type="application/json" id="${REMOTES_CONFIG_ELEMENT_ID}">${jsonForScript(extras.remotes)}</script>`,
  ];
  return lines.join('\n    ');
}

/** The shell's built page, cut once (per build) where each page's own parts go. */
export interface PageTemplate {
  /** Up to the route's head: before the template's scripts and their list of startup files. */
  beforeHead: string;
  /** From there up to the app's root element. */
  beforeRoot: string;
  /** After the (empty) root element: the rest of the page. */
  afterRoot: string;
}

const ROOT_ELEMENT = /<div id="root">\s*<\/div>/i;

/**
 * Cuts the shell's built page: its own title and description go (each page writes its own); the
 * route's head goes before the template's scripts and their list of startup files, so that the page's picture is
 * the first file the browser asks for after the page (a phone's few connections are not taken by
 * scripts first); the page's body goes inside the app's root.
 */
export function pageTemplate(html: string): PageTemplate {
  const stripped = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const end = stripped.search(/<\/head>/i);
  if (end < 0)
    return {
      beforeHead: '<!doctype html><html lang="id"><head>',
      beforeRoot: '</head><body>',
      afterRoot: `${stripped}</body></html>`,
    };
  const firstAsset = stripped.slice(0, end).search(/<(link|script|style)\b/i);
  const at = firstAsset < 0 ? end : firstAsset;
  const root = ROOT_ELEMENT.exec(stripped);
  const split = root ? root.index : stripped.length;
  return {
    beforeHead: stripped.slice(0, at),
    beforeRoot: `\n    ${stripped.slice(at, split)}`,
    afterRoot: root ? stripped.slice(split + root[0].length) : '',
  };
}

/**
 * A page: the template with the route's head and, when the renderer wrote it, its body inside the
 * app's root (its styles in the head, the state it was rendered with handed over after the root).
 */
export function composePage(
  template: PageTemplate,
  headHtml: string,
  body?: { html: string; styles: string; state: string } | null,
): string {
  const head = body?.styles ? `${headHtml}\n    ${body.styles}` : headHtml;
  const state = body ? `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${body.state}</script>` : '';
  return `${template.beforeHead}${head}${template.beforeRoot}<div id="root">${body?.html ?? ''}</div>${state}${template.afterRoot}`;
}
