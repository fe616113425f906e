import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { GATEWAY_PORT, RENDER_PORT, SERVICE_PORTS } from '@yayasan/service-kit';
import { ROOT } from '../paths';
import { DEFAULT_PORTS } from '../stack';

/** The deployment files cannot import the port table, so they are checked against it. */
const deploy = (file: string) => readFileSync(join(ROOT, 'infra', 'deploy', file), 'utf8');
const SERVICES = Object.keys(SERVICE_PORTS) as (keyof typeof SERVICE_PORTS)[];
const PROCESSES = [
  ['gateway', GATEWAY_PORT] as const,
  ['render', RENDER_PORT] as const,
  ...SERVICES.map((s) => [s, SERVICE_PORTS[s]] as const),
];

/** Every number found under a key named like a port in a parsed YAML document. */
function portsIn(value: unknown, key = ''): number[] {
  if (Array.isArray(value)) return value.flatMap((item) => portsIn(item, key));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const named = value as { name?: unknown; value?: unknown };
    if (named.name === 'PORT') return [Number(named.value)];
    return entries.flatMap(([k, v]) => portsIn(v, k));
  }
  return /port$/i.test(key) ? [Number(value)] : [];
}

describe('the port table', () => {
  it('is what npm start uses', () => {
    expect(DEFAULT_PORTS.gateway).toBe(GATEWAY_PORT);
    expect(DEFAULT_PORTS.render).toBe(RENDER_PORT);
    expect(DEFAULT_PORTS.services).toEqual(SERVICE_PORTS);
  });

  it('agrees with docker compose', () => {
    const services = parse(deploy('docker-compose.yml')).services;
    for (const [name, port] of PROCESSES) expect({ [name]: services[name].environment.PORT }).toEqual({ [name]: port });
    for (const name of SERVICES) {
      expect(services.gateway.environment[`${name.toUpperCase()}_SERVICE_URL`]).toBe(
        `http://${name}:${SERVICE_PORTS[name]}`,
      );
    }
    expect(services.gateway.ports).toEqual([`${GATEWAY_PORT}:${GATEWAY_PORT}`]);
  });

  it.each(PROCESSES)('agrees with the Kubernetes manifest of %s', (name, port) => {
    const documents = parseAllDocuments(deploy(`k8s/${name}.yaml`)).map((d) => d.toJS());
    const deployment = documents.find((d) => d.kind === 'Deployment');
    const service = documents.find((d) => d.kind === 'Service');
    expect(new Set(portsIn(deployment.spec.template.spec.containers))).toEqual(new Set([port]));
    // The gateway's Service listens on 80 in front of it; the others on their own port.
    expect(service.spec.ports.map((p: { targetPort: number }) => p.targetPort)).toEqual([port]);
    if (name === 'gateway') {
      const env = deployment.spec.template.spec.containers[0].env as { name: string; value: string }[];
      for (const s of SERVICES) {
        expect(env.find((e) => e.name === `${s.toUpperCase()}_SERVICE_URL`)?.value).toBe(
          `http://${s}:${SERVICE_PORTS[s]}`,
        );
      }
    }
  });

  it('agrees with the ports the image exposes', () => {
    const exposed = /^EXPOSE (.+)$/m.exec(deploy('Dockerfile'))![1].split(/\s+/).map(Number);
    expect(exposed.sort()).toEqual(PROCESSES.map(([, port]) => port).sort());
  });
});
