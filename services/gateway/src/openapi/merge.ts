import { isDeepStrictEqual } from 'node:util';
import { SITE } from '@yayasan/site-config';
import { publicPathOf, SERVICE_NAMES, type ServiceName } from '../services';
import type { CollectedDocuments } from './service-documents';

export type Json = Record<string, unknown>;

export const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An operation of the merged document: the service's own, tagged with the service's name. */
export type MergedOperation = Json & { tags: string[] };

/** The site's merged OpenAPI document, as `mergeDocuments` builds it. */
export interface MergedDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, MergedOperation>>;
  components: Record<string, Json>;
  'x-unavailable-services'?: string[];
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const COMPONENT_REF = /^#\/components\/([^/]+)\/(.+)$/;

/** `value` with every `$ref` to a renamed component pointing at its new name. */
function renameRefs(value: unknown, renamed: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, renamed));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key !== '$ref' || typeof item !== 'string') return [key, renameRefs(item, renamed)];
      const match = COMPONENT_REF.exec(item);
      const target = match && renamed.get(`${match[1]}/${match[2]}`);
      return [key, target ? `#/components/${match![1]}/${target}` : item];
    }),
  );
}

/**
 * Adds one service's components to the merged ones. A component identical to one already there (a
 * schema from the shared contracts) is shared; a different one under a taken name (Fastify's `def-0`)
 * is renamed `<service>.<name>`, and the service's references follow. Renaming changes references
 * inside other components, so the comparison is repeated until no further name has to change.
 */
function addComponents(merged: Record<string, Json>, service: ServiceName, components: Record<string, Json>) {
  const renamed = new Map<string, string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const [section, entries] of Object.entries(components)) {
      for (const [name, component] of Object.entries(entries)) {
        const key = `${section}/${name}`;
        if (renamed.has(key) || !(name in (merged[section] ?? {}))) continue;
        if (isDeepStrictEqual(merged[section][name], renameRefs(component, renamed))) continue;
        renamed.set(key, `${service}.${name}`);
        changed = true;
      }
    }
  }
  for (const [section, entries] of Object.entries(components)) {
    merged[section] ??= {};
    for (const [name, component] of Object.entries(entries)) {
      merged[section][renamed.get(`${section}/${name}`) ?? name] = renameRefs(component, renamed);
    }
  }
  return renamed;
}

/**
 * One OpenAPI document for the whole site, as the public sees it: each service's operations under the
 * path the gateway routes to it (`/api/…`, `/media/…`), tagged with the service's name, on the site's
 * public origin. Services that could not be read are named in `x-unavailable-services`.
 */
export function mergeDocuments({ documents, unavailable }: CollectedDocuments, publicUrl: string): MergedDocument {
  const paths: Record<string, Record<string, MergedOperation>> = {};
  const components: Record<string, Json> = {};
  for (const service of SERVICE_NAMES) {
    const document = documents[service];
    if (!document) continue;
    const renamed = addComponents(components, service, document.components ?? {});
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!HTTP_METHODS.has(method)) continue;
        const publicPath = publicPathOf(service, method.toUpperCase(), path);
        if (!publicPath) continue;
        paths[publicPath] ??= {};
        const renamedOperation = renameRefs(operation, renamed);
        paths[publicPath][method] = { ...(isJson(renamedOperation) ? renamedOperation : {}), tags: [service] };
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${SITE.name} API`,
      version: '1.0.0',
      description: 'Every call of the site, through its gateway. Errors answer `{ "error": "<pesan>" }`.',
    },
    servers: [{ url: publicUrl }],
    tags: SERVICE_NAMES.filter((service) => documents[service]).map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components,
    ...(unavailable.length ? { 'x-unavailable-services': unavailable } : {}),
  };
}
