import type { FastifyPluginAsync } from 'fastify';
import type { SharedRedis } from '@yayasan/service-kit';
import type { ReleaseStore } from '@yayasan/service-gateway/releases';
import type { RenderConfig } from './config';
import { ServerContainers } from './containers/sources';
import renderRoutes from './routes/render';

export interface RenderOptions {
  config: RenderConfig;
  /** The release store the gateway serves from: the only place releases' server containers come from. */
  store: ReleaseStore;
  /** Where the site's data generation is read (rendered pages are kept only with it). */
  redis?: SharedRedis | null;
}

/** The renderer: pages rendered on the server by the shell's and the remotes' server containers. */
const app: FastifyPluginAsync<RenderOptions> = async (fastify, { config, store, redis = null }) => {
  const containers = new ServerContainers(config.webRoot, store);
  await fastify.register(renderRoutes, { config, containers, redis });
  // Started beside the first requests, not before them: a page that comes first still gets an answer.
  fastify.addHook('onReady', async () => {
    void containers.warm().then((failed) => {
      if (failed.length) fastify.log.warn({ failed }, 'server containers not started ahead of the first page');
    });
  });
};

export default app;
