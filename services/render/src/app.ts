import type { FastifyPluginAsync } from 'fastify';
import type { ReleaseStore } from '@yayasan/service-gateway/src/releases';
import type { RenderConfig } from './config';
import { ServerContainers } from './containers/sources';
import renderRoutes from './routes/render';

export interface RenderOptions {
  config: RenderConfig;
  /** The release store the gateway serves from: the only place releases' server containers come from. */
  store: ReleaseStore;
}

/** The renderer: pages rendered on the server by the shell's and the remotes' server containers. */
const app: FastifyPluginAsync<RenderOptions> = async (fastify, { config, store }) => {
  const containers = new ServerContainers(config.webRoot, store);
  await fastify.register(renderRoutes, { config, containers });
};

export default app;
