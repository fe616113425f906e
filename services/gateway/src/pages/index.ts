import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isServerRendered,
  REMOTE_NAMES,
  REMOTE_ROUTES,
  SHELL_PAGES,
  themeFromCookie,
  type RemoteName,
} from '@yayasan/contracts';
import { canaryBucket, versionFor } from '../releases';
import { mayWrite } from '@yayasan/service-kit';
import { serviceFor } from '../services';
import type { SiteContext } from '../site';
import { headFor, wordsHead, type Head } from './page-heads';
import { RemoteAssets } from './remote-assets';
import { remotesConfig } from './remotes-config';
import { allowInlineScripts, inlineScriptHashes } from './inline-scripts';
import { composePage, pageTemplate, renderHead, type PageTemplate } from './render-head';
import { renderBody } from './server-render';
import type { ServiceReader } from './service-reader';

/**
 * The pages whose body the renderer writes: the shell's pages, the not-found page ('') and the
 * routes the table marks; the signed-in ones are rendered in the browser with the visitor's session.
 */
export const SERVER_RENDERED_PATHS = new Set([
  '',
  ...SHELL_PAGES.map((p) => p.path),
  ...REMOTE_ROUTES.filter(isServerRendered).map((r) => r.path),
]);

/** The built shell page, read and cut again only when the file changes. */
function shellTemplate(shellDist: string) {
  const file = join(shellDist, 'index.html');
  let cached: { mtimeMs: number; template: PageTemplate } | undefined;
  return (): PageTemplate | null => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, template: pageTemplate(readFileSync(file, 'utf8')) };
      return cached.template;
    } catch {
      return null;
    }
  };
}

/** A page route's path parameters and query, as text. */
type PageRoute = { Params: Record<string, string>; Querystring: Record<string, string> };

/** A successful write through the proxy makes what the pages read from that service stale. */
export function invalidateOnWrites(fastify: FastifyInstance, reader: ServiceReader) {
  fastify.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 || !request.url.startsWith('/api/')) return;
    const apiPath = request.url.slice('/api/'.length);
    if (!mayWrite(request.method, apiPath)) return;
    const service = serviceFor(apiPath);
    if (service) await reader.invalidate(service);
  });
}

/**
 * The page composer: every GET of a page route answers the shell's page with a head written for that
 * page (title, description, Open Graph, canonical, JSON-LD, the preload of its largest picture), the
 * remotes configuration inline, the list of the remote files the page needs, where the head read it
 * anyway, the page's first API answer, and the page's body as the renderer rendered it with the
 * visitor's releases (without one when the renderer cannot answer: the browser then renders it). Unknown pages and unknown or draft records answer
 * 404 with the same shell, which renders its not-found screen.
 */
export function registerPages(fastify: FastifyInstance, site: SiteContext & { shellDist: string }) {
  const template = shellTemplate(site.shellDist);
  // The shell's build sits at <web root>/shell/dist.
  const webRoot = dirname(dirname(site.shellDist));
  const assets = new RemoteAssets(
    webRoot,
    new Set(REMOTE_NAMES.filter((name) => !site.remoteUrls[name])),
    site.releases?.store,
  );

  /**
   * The release of each remote this visitor gets: the registry's live one, or its canary for a
   * browser in a bucket below the canary's share (the bucket cookie is set on the first answer).
   */
  async function versionsFor(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Partial<Record<RemoteName, string>>> {
    const versions: Partial<Record<RemoteName, string>> = {};
    if (!site.releases) return versions;
    // The answer depends on the visitor's bucket: a shared cache must not hand it to another browser.
    reply.header('vary', 'Cookie');
    const live = await site.releases.live.current();
    const bucket = canaryBucket(request, reply);
    for (const name of REMOTE_NAMES) versions[name] = versionFor(live[name], bucket);
    return versions;
  }

  const send = async (request: FastifyRequest, reply: FastifyReply, routePath: string, head: Head) => {
    const shell = template();
    if (shell === null) return reply.code(503).send({ error: 'Situs belum dibangun: jalankan npm run build' });
    const versions = await versionsFor(request, reply);
    const remotes = remotesConfig(site.remoteUrls, versions);
    const startupFiles = head.status === 200 ? await assets.forRoute(routePath, versions) : [];
    // The body comes from the renderer, with the same releases the page's scripts name.
    // The page is rendered in the visitor's theme: the answer depends on their cookies.
    reply.header('vary', 'Cookie');
    const body =
      site.renderUrl && SERVER_RENDERED_PATHS.has(routePath)
        ? await renderBody(
            site.renderUrl,
            request.url,
            versions,
            themeFromCookie(request.headers.cookie),
            request.log,
            site.renderTimeoutMs,
          )
        : null;
    const page = composePage(
      shell,
      renderHead(head, { publicUrl: site.publicUrl, remotes, startupFiles, fieldSampleRate: site.fieldSampleRate }),
      body,
    );
    if (body) allowInlineScripts(reply, inlineScriptHashes(body.html));
    return reply.code(head.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  };

  fastify.get('/config/remotes.json', async (request, reply) =>
    reply.header('cache-control', 'no-cache').send(remotesConfig(site.remoteUrls, await versionsFor(request, reply))),
  );

  const routePaths = [...new Set([...SHELL_PAGES, ...REMOTE_ROUTES].map((r) => r.path))];
  for (const routePath of routePaths) {
    fastify.get<PageRoute>(routePath, async (request, reply) => {
      const pagePath = routePath.includes(':') ? request.url.split('?', 1)[0] : routePath;
      let head: Head;
      try {
        head = await headFor(site, routePath, request.params, pagePath, request.query);
      } catch (err) {
        // An answer of an unexpected shape: the page is still served, with the site's words.
        request.log.warn({ err, routePath }, 'page head fell back to the default');
        head = wordsHead(routePath, pagePath);
      }
      return send(request, reply, routePath, head);
    });
  }

  // Any other path: the not-found page for page requests, JSON for everything else.
  fastify.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !/^\/(api|mf|media|config|og)\//.test(request.url);
    if (!wantsPage) return reply.code(404).send({ error: 'Alamat tidak ditemukan' });
    return send(request, reply, '', wordsHead('', request.url.split('?', 1)[0], 404));
  });
}
