/**
 * The one table of ports: each service's default PORT, the gateway's, and the local simulators' that
 * `npm start` runs. Service code, the gateway's defaults and the dev stack read it from here; the
 * deployment files (infra/deploy) repeat the numbers, and a test checks that they agree.
 */
export const SERVICE_PORTS = {
  account: 4001,
  blog: 4002,
  donation: 4003,
  gallery: 4004,
  media: 4005,
} as const;

export const GATEWAY_PORT = 8080;
/** The renderer (services/render): pages rendered on the server, asked for by the gateway only. */
export const RENDER_PORT = 4006;
/** Local stand-ins for outside providers (development and tests only). */
export const MIDTRANS_SIMULATOR_PORT = 8090;
export const OAUTH_STUB_PORT = 8091;

export type ServiceWithPort = keyof typeof SERVICE_PORTS;

/** The default port of a service by its name (the `name` it starts with). */
export function defaultPortOf(name: string): number {
  const port = Object.entries(SERVICE_PORTS).find(([service]) => service === name)?.[1];
  if (!port) throw new Error(`${name}: no port in the port table (shared/service-kit/src/ports.ts)`);
  return port;
}
