import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { buildServices, runtimePackages, SERVICE_APPS, type ServiceApp } from '../build-services';
import { ROOT } from '../paths';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** Production dependencies of a service: its own, plus those of our packages it bundles. */
function productionDependencies(service: ServiceApp): Set<string> {
  const names = new Set<string>();
  const visit = (pkgFile: string) => {
    for (const dep of Object.keys(readJson(pkgFile).dependencies ?? {})) {
      if (names.has(dep)) continue;
      names.add(dep);
      if (dep.startsWith('@yayasan/')) visit(join(ROOT, 'node_modules', dep, 'package.json'));
    }
  };
  visit(join(ROOT, 'services', service, 'package.json'));
  return names;
}

describe('compiled services', () => {
  let metafiles: Awaited<ReturnType<typeof buildServices>>;
  beforeAll(async () => {
    metafiles = await buildServices(() => undefined);
  }, 120_000);

  it.each(SERVICE_APPS)('%s loads at run time only packages its production dependencies install', (service) => {
    const needed = runtimePackages(metafiles[service]);
    expect(needed).toContain('fastify');
    expect(needed.filter((p) => p.startsWith('@yayasan/'))).toEqual([]);
    const installed = productionDependencies(service);
    expect(needed.filter((p) => !installed.has(p))).toEqual([]);
  });
});

describe('deployment manifests', () => {
  const deployDir = join(ROOT, 'infra', 'deploy');
  const k8sDocs = readdirSync(join(deployDir, 'k8s'))
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => parseAllDocuments(readFileSync(join(deployDir, 'k8s', f), 'utf8')).map((d) => d.toJS()));
  const compose = parseAllDocuments(readFileSync(join(deployDir, 'docker-compose.yml'), 'utf8'))[0].toJS();

  const commands: string[][] = [
    ...k8sDocs
      .filter((d) => d?.kind === 'Deployment')
      .flatMap((d) => d.spec.template.spec.containers as { image: string; command: string[] }[])
      // Our own image's processes (Redis runs its own image).
      .filter((c) => c.image.startsWith('yayasan/site'))
      .map((c) => c.command),
    ...Object.entries(compose.services as Record<string, { command?: string[] }>)
      .filter(([name]) => (SERVICE_APPS as readonly string[]).includes(name))
      .map(([, s]) => s.command!),
  ];

  it('run every service from its compiled entry, never from TypeScript sources', () => {
    const started = new Set<string>();
    for (const command of commands) {
      expect(command[0]).toBe('node');
      expect(command).not.toContain('tsx');
      const entry = command.find((part) => /^services\/[a-z]+\/dist\/server\.js$/.test(part));
      expect(entry).toBeDefined();
      started.add(entry!.split('/')[1]);
    }
    expect([...started].sort()).toEqual([...SERVICE_APPS].sort());
    expect(readFileSync(join(deployDir, 'Dockerfile'), 'utf8')).toMatch(/^USER node$/m);
  });
});
