import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Counter } from 'prom-client';
import { Type } from '@yayasan/service-kit';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { REMOTE_NAMES, type RemoteName, type ServerRemote } from '@yayasan/contracts';
import { VERSION_PATTERN } from '@yayasan/service-gateway/src/releases';
import { jsonForScript } from '@yayasan/service-gateway/src/pages/escape';
import type { RenderConfig } from '../config';
import type { ServerContainers } from '../containers/sources';

const version = Type.String({ pattern: VERSION_PATTERN.source, maxLength: 64 });

const RenderBody = Type.Object(
  {
    /** The page's path and query. */
    url: Type.String({ pattern: '^/', maxLength: 2048 }),
    /** The release of each remote the visitor gets (none: its in-place build), as the gateway chose it. */
    versions: Type.Object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, Type.Optional(version)])), {
      additionalProperties: false,
    }),
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
 * is read, so the markup is the same for every visitor of that route and release (no private data).
 */
const renderRoutes: FastifyPluginAsyncTypebox<{ config: RenderConfig; containers: ServerContainers }> = async (
  fastify,
  { config, containers },
) => {
  const fallbacks = new Counter({
    name: 'render_remote_fallbacks_total',
    help: 'Remote areas left to the browser (server container missing, failing or too slow), by remote and version',
    labelNames: ['remote', 'version'],
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
      const page = await renderPage({
        url: request.body.url,
        remotes,
        apiBase: config.apiUrl,
        remoteTimeoutMs: config.remoteTimeoutMs,
      });
      for (const f of page.fallbacks) {
        fallbacks.inc({ remote: f.remote, version: f.version });
        request.log.warn({ remote: f.remote, version: f.version, reason: f.reason }, 'area left to the browser');
      }
      return { html: page.html, styles: page.styles, state: jsonForScript(page.state), fallbacks: page.fallbacks };
    },
  );
};

export default renderRoutes;
