import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Counter } from 'prom-client';
import { Type, type SharedRedis, type Static } from '@yayasan/service-kit';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { REMOTE_NAMES, type RemoteName, type ServerRemote } from '@yayasan/contracts';
import { VERSION_PATTERN } from '@yayasan/service-gateway/releases';
import { jsonForScript } from '@yayasan/service-kit/html';
import type { RenderConfig } from '../config';
import type { ServerContainers } from '../containers/sources';
import { PageCache } from '../page-cache';

const version = Type.String({ pattern: VERSION_PATTERN.source, maxLength: 64 });

const RenderBody = Type.Object(
  {
    /** The page's path and query. */
    url: Type.String({ pattern: '^/', maxLength: 2048 }),
    /** The release of each remote the visitor gets (none: its in-place build), as the gateway chose it. */
    versions: Type.Object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, Type.Optional(version)])), {
      additionalProperties: false,
    }),
    /** The visitor's theme (light when not said). */
    theme: Type.Optional(Type.Union([Type.Literal('light'), Type.Literal('dark')])),
  },
  { additionalProperties: false },
);

const RenderedSchema = Type.Object({
  /** The app's markup, for inside the page's root element. */
  html: Type.String(),
  /** Style elements for the head. */
  styles: Type.String(),
  /** The store's state, as JSON safe inside a `<script type="application/json">`. */
  state: Type.String(),
  /** Remote areas left to the browser. */
  fallbacks: Type.Array(Type.Object({ remote: Type.String(), version: Type.String(), reason: Type.String() })),
});

/**
 * `POST /render`: one page rendered by the shell's server entry with the remotes' server containers
 * of the releases named in the body. Only paths and versions come in: no cookie, token or address
 * is read, so the markup is the same for every visitor of that route and release (no private data),
 * and a page is kept for the next visitor while the site's data is unchanged (`Cache-Control: no-cache`
 * asks for it rendered anew).
 */
type Rendered = Static<typeof RenderedSchema>;

const renderRoutes: FastifyPluginAsyncTypebox<{
  config: RenderConfig;
  containers: ServerContainers;
  redis: SharedRedis | null;
}> = async (fastify, { config, containers, redis }) => {
  const pages = new PageCache<Rendered>(redis);
  const fallbacks = new Counter({
    name: 'render_remote_fallbacks_total',
    help: 'Remote areas left to the browser (server container missing, failing or too slow), by remote and version',
    labelNames: ['remote', 'version'],
    registers: [fastify.metrics],
  });

  const renders = new Counter({
    name: 'render_pages_total',
    help: 'Pages answered, rendered for the request or kept from an earlier rendering of the same data',
    labelNames: ['result'],
    registers: [fastify.metrics],
  });

  fastify.post(
    '/render',
    { schema: { body: RenderBody, response: { 200: RenderedSchema, ...errorAnswers(503) } } },
    async (request, reply) => {
      const remotes: Partial<Record<RemoteName, ServerRemote>> = {};
      for (const name of REMOTE_NAMES) remotes[name] = await containers.remote(name, request.body.versions[name]);
      let renderPage;
      try {
        renderPage = await containers.renderPage();
      } catch (err) {
        request.log.error({ err }, 'the shell server container cannot be loaded');
        return reply.code(503).send({ error: 'Shell belum dapat dirender di server' });
      }
      const theme = request.body.theme ?? 'light';
      // The same route, builds and theme render the same markup for everyone.
      const key = JSON.stringify([
        request.body.url,
        theme,
        containers.shellLabel,
        REMOTE_NAMES.map((n) => remotes[n]?.version),
      ]);
      const { page, kept } = await pages.page(
        key,
        async () => {
          const page = await renderPage({
            url: request.body.url,
            remotes,
            apiBase: config.apiUrl,
            remoteTimeoutMs: config.remoteTimeoutMs,
            theme,
          });
          for (const f of page.fallbacks) {
            fallbacks.inc({ remote: f.remote, version: f.version });
            request.log.warn({ remote: f.remote, version: f.version, reason: f.reason }, 'area left to the browser');
          }
          return { html: page.html, styles: page.styles, state: jsonForScript(page.state), fallbacks: page.fallbacks };
        },
        {
          // A page with an area left to the browser is not kept: the next visitor gets another try.
          keep: (page) => page.fallbacks.length === 0,
          fresh: /no-cache/.test(request.headers['cache-control'] ?? ''),
        },
      );
      renders.inc({ result: kept ? 'kept' : 'rendered' });
      return page;
    },
  );
};

export default renderRoutes;
