import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TObject } from '@sinclair/typebox';
import { parse, parseAllDocuments } from 'yaml';
import { checkEnv, MIGRATE_ONLY_FLAG, serviceEnv, type EnvRules } from '@yayasan/service-kit';
import { accountEnv } from '@yayasan/service-account/config';
import { blogEnv } from '@yayasan/service-blog/config';
import { donationEnv } from '@yayasan/service-donation/config';
import { galleryEnv } from '@yayasan/service-gallery/config';
import { gatewayEnv } from '@yayasan/service-gateway/config';
import { mediaEnv } from '@yayasan/service-media/config';
import { renderEnv } from '@yayasan/service-render/config';
import { ROOT } from '../../dev/paths';

/**
 * The deployment files against the services' own start-up checks: every variable a process requires
 * (its config module's schema and rules, as it checks them at start with NODE_ENV=production) reaches
 * it in Kubernetes and in docker compose, with values its checks accept.
 */
const DEPLOY = join(ROOT, 'infra', 'deploy');
const read = (file: string) => readFileSync(join(DEPLOY, file), 'utf8');

/** What each process checks at start (src/server.ts): the services with the common variables, the gateway and the renderer alone. */
const CHECKS: Record<string, { schema: TObject; rules: EnvRules }> = {
  account: serviceEnv(accountEnv),
  blog: serviceEnv(blogEnv),
  donation: serviceEnv(donationEnv),
  gallery: serviceEnv(galleryEnv),
  media: serviceEnv(mediaEnv),
  gateway: { schema: gatewayEnv.schema, rules: gatewayEnv.rules },
  render: { schema: renderEnv.schema, rules: renderEnv.rules },
};
const PROCESSES = Object.keys(CHECKS);
/** The processes with tables of their own, migrated before any starts (the renderer has none). */
const MIGRATING = PROCESSES.filter((name) => name !== 'render');

/** Stands for a value supplied at deploy time (a Secret, or the operator's .env for compose). */
const SUPPLIED = '<supplied at deploy time>';

/** The image's own ENV (final stage of the Dockerfile): what every container starts with. */
function imageEnv(): Record<string, string> {
  const dockerfile = read('Dockerfile');
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const [, line] of finalStage.matchAll(/^ENV (.+)$/gm)) {
    for (const [, key, value] of line.matchAll(/([A-Z0-9_]+)=(\S+)/g)) env[key] = value;
  }
  return env;
}

/** The processes a container command starts (`services/<name>/dist/server.js`). */
const processesIn = (command: unknown) =>
  [
    ...[command]
      .flat()
      .join(' ')
      .matchAll(/services\/([a-z]+)\/dist\/server\.js/g),
  ].map((m) => m[1]);

/**
 * Problems the process's start-up check would report with this environment. A supplied value is taken
 * to be well-formed (it is not in git); a file setting must point into a mounted folder instead of
 * existing on this machine.
 */
function startUpProblems(
  name: string,
  env: Record<string, string>,
  mounted: (path: string) => boolean,
  serving = true,
): string[] {
  const { schema, rules } = CHECKS[name];
  const checked = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== SUPPLIED && !key.endsWith('_FILE')),
  );
  const presence = Object.fromEntries(Object.keys(env).map((key) => [key, env[key] === SUPPLIED ? 'x' : env[key]]));
  const problems = [
    // Missing variables, judged on presence alone …
    ...checkEnv(schema, rules, presence).filter((p) => p.includes('is not set')),
    // … malformed ones on the literal values.
    ...checkEnv(schema, {}, checked),
  ];
  for (const [key, value] of Object.entries(env)) {
    if (key in schema.properties && key.endsWith('_FILE') && !mounted(value))
      problems.push(`${key} points at ${value}, outside every mount`);
  }
  // An address of another process has a default that only works on one machine: it must be set where
  // the process serves (a migration run calls nobody).
  for (const key of serving ? Object.keys(schema.properties) : []) {
    if (/_SERVICE_URL$/.test(key) && !env[key]) problems.push(`${key} is not set (another process's address)`);
  }
  return problems;
}

// ---------------------------------------------------------------- Kubernetes
interface K8sDoc {
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  data?: Record<string, string>;
}

const kustomization = parse(read('k8s/kustomization.yaml')) as { resources: string[] };
const docs: K8sDoc[] = kustomization.resources.flatMap((file) =>
  parseAllDocuments(read(`k8s/${file}`)).map((d) => d.toJS() as K8sDoc),
);
const ofKind = (kind: string) => docs.filter((d) => d.kind === kind);
const configMaps = new Map(ofKind('ConfigMap').map((c) => [c.metadata.name, c.data ?? {}]));
const deployments = ofKind('Deployment');
const workloads = [...deployments, ...ofKind('Job')];

interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: unknown; configMapKeyRef?: { key: string } } }[];
  envFrom?: { configMapRef?: { name: string } }[];
  volumeMounts?: { name: string; mountPath: string }[];
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  ports?: { containerPort: number }[];
  resources?: { requests?: { cpu?: string; memory?: string }; limits?: { memory?: string } };
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}

const containersOf = (w: K8sDoc): Container[] => [
  ...(w.spec.template.spec.initContainers ?? []),
  ...w.spec.template.spec.containers,
];

function k8sEnv(c: Container): Record<string, string> {
  const env: Record<string, string> = { ...imageEnv() };
  for (const from of c.envFrom ?? []) Object.assign(env, configMaps.get(from.configMapRef!.name));
  for (const e of c.env ?? []) {
    if (e.value !== undefined) env[e.name] = String(e.value);
    else if (e.valueFrom?.secretKeyRef) env[e.name] = SUPPLIED;
    else if (e.valueFrom?.configMapKeyRef)
      env[e.name] = String(configMaps.get(e.name)?.[e.valueFrom.configMapKeyRef.key]);
  }
  return env;
}

/** A path is readable when it is inside a mount; a Secret volume that lists items holds only those. */
function k8sMounted(w: K8sDoc, c: Container) {
  const volumes = new Map<string, { secret?: { items?: { path: string }[] } }>(
    (w.spec.template.spec.volumes ?? []).map((v: { name: string }) => [v.name, v]),
  );
  return (path: string) =>
    (c.volumeMounts ?? []).some((m) => {
      if (!path.startsWith(`${m.mountPath}/`)) return false;
      const items = volumes.get(m.name)?.secret?.items;
      return !items || items.some((i) => `${m.mountPath}/${i.path}` === path);
    });
}

describe('the Kubernetes manifests', () => {
  const started = workloads.flatMap((w) =>
    containersOf(w).flatMap((c) => processesIn(c.command).map((name) => ({ w, c, name }))),
  );

  it('run every process in a Deployment and migrate every one in the migration Job', () => {
    const deployed = deployments.flatMap((d) => containersOf(d).flatMap((c) => processesIn(c.command)));
    expect(new Set(deployed)).toEqual(new Set(PROCESSES));
    const job = ofKind('Job').find((j) => j.metadata.name === 'yayasan-migrate')!;
    const migrated = containersOf(job).filter((c) => c.command?.includes(MIGRATE_ONLY_FLAG));
    expect(new Set(migrated.flatMap((c) => processesIn(c.command)))).toEqual(new Set(MIGRATING));
    expect(job.spec.template.spec.restartPolicy).toMatch(/OnFailure|Never/);
  });

  it.each(PROCESSES)('give %s every variable its start-up check requires, well-formed', (name) => {
    const containers = started.filter((s) => s.name === name);
    expect(containers.length).toBeGreaterThanOrEqual(MIGRATING.includes(name) ? 2 : 1);
    for (const { w, c } of containers) {
      const env = k8sEnv(c);
      expect(env.NODE_ENV).toBe('production');
      expect({ [`${w.metadata.name}/${c.name}`]: startUpProblems(name, env, k8sMounted(w, c)) }).toEqual({
        [`${w.metadata.name}/${c.name}`]: [],
      });
    }
  });

  it("point the gateway at the renderer's Service, so pages are answered with their server-rendered body", () => {
    const gateway = deployments.find((d) => d.metadata.name === 'gateway')!;
    const port = containersOf(deployments.find((d) => d.metadata.name === 'render')!)[0].ports![0].containerPort;
    expect(containersOf(gateway).map((c) => k8sEnv(c).RENDER_URL)).toEqual([`http://render:${port}`]);
  });

  it("keep a person's prepared export where every account replica can serve its download", () => {
    const account = deployments.find((d) => d.metadata.name === 'account')!;
    const [container] = containersOf(account);
    const dir = k8sEnv(container).DATA_EXPORT_DIR;
    const mount = container.volumeMounts!.find((m) => m.mountPath === dir)!;
    const volume = account.spec.template.spec.volumes.find((v: { name: string }) => v.name === mount.name);
    const claim = ofKind('PersistentVolumeClaim').find(
      (c) => c.metadata.name === volume.persistentVolumeClaim.claimName,
    )!;
    expect(account.spec.replicas).toBeGreaterThan(1);
    expect(claim.spec.accessModes).toEqual(['ReadWriteMany']);
  });

  it('give every Deployment probes, resources, a non-root user and (but Redis) an HPA and a disruption budget', () => {
    const hpas = new Set(ofKind('HorizontalPodAutoscaler').map((h) => h.spec.scaleTargetRef.name));
    const budgets = ofKind('PodDisruptionBudget');
    for (const d of deployments) {
      const pod = d.spec.template.spec;
      for (const c of containersOf(d)) {
        const where = `${d.metadata.name}/${c.name}`;
        expect({ where, readiness: !!c.readinessProbe, liveness: !!c.livenessProbe }).toEqual({
          where,
          readiness: true,
          liveness: true,
        });
        expect({ where, cpu: !!c.resources?.requests?.cpu, memory: !!c.resources?.requests?.memory }).toEqual({
          where,
          cpu: true,
          memory: true,
        });
        expect({ where, limit: !!c.resources?.limits?.memory }).toEqual({ where, limit: true });
        const security = { ...pod.securityContext, ...c.securityContext };
        expect({ where, nonRoot: security.runAsNonRoot === true && security.runAsUser !== 0 }).toEqual({
          where,
          nonRoot: true,
        });
      }
      if (d.metadata.name === 'redis') continue;
      expect({ [d.metadata.name]: hpas.has(d.metadata.name) }).toEqual({ [d.metadata.name]: true });
      const labels = d.spec.template.metadata.labels as Record<string, string>;
      const budget = budgets.find((b) =>
        Object.entries(b.spec.selector.matchLabels as Record<string, string>).every(([k, v]) => labels[k] === v),
      );
      expect({ [d.metadata.name]: !!budget }).toEqual({ [d.metadata.name]: true });
    }
    expect(ofKind('Job').every((j) => j.spec.template.spec.securityContext?.runAsNonRoot === true)).toBe(true);
  });

  it('select a Deployment with every Service, and reach the gateway only through an Ingress with TLS', () => {
    for (const s of ofKind('Service')) {
      const selector = s.spec.selector as Record<string, string>;
      const match = deployments.filter((d) =>
        Object.entries(selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
      );
      expect({ [s.metadata.name]: match.length }).toEqual({ [s.metadata.name]: 1 });
    }
    const [ingress] = ofKind('Ingress');
    const tlsHosts = ingress.spec.tls.flatMap((t: { hosts: string[]; secretName: string }) => {
      expect(t.secretName).toBeTruthy();
      return t.hosts;
    });
    for (const rule of ingress.spec.rules) {
      expect(tlsHosts).toContain(rule.host);
      for (const p of rule.http.paths) expect(p.backend.service.name).toBe('gateway');
    }
    // The gateway's metrics port is not behind its Service (the public never reaches /metrics).
    const gateway = ofKind('Service').find((s) => s.metadata.name === 'gateway')!;
    const metricsPort = k8sEnv(started.find((s) => s.name === 'gateway')!.c).METRICS_PORT;
    expect(metricsPort).toBeTruthy();
    expect(gateway.spec.ports.map((p: { targetPort: number }) => String(p.targetPort))).not.toContain(metricsPort);
  });

  it('shares Redis with every process', () => {
    expect(deployments.some((d) => d.metadata.name === 'redis')).toBe(true);
    for (const { c } of started) expect(k8sEnv(c).REDIS_URL).toBe('redis://redis:6379');
  });
});

// ---------------------------------------------------------------- docker compose
interface ComposeService {
  command?: string | string[];
  environment?: Record<string, string | number>;
  secrets?: (string | { source: string; target?: string })[];
  volumes?: string[];
  user?: string;
  healthcheck?: unknown;
  deploy?: { replicas?: number };
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };

function composeEnv(s: ComposeService): Record<string, string> {
  const env: Record<string, string> = { ...imageEnv() };
  for (const [key, value] of Object.entries(s.environment ?? {})) {
    // `${VAR}` comes from the operator's .env; `${VAR:-default}` has a value either way.
    const text = String(value);
    env[key] = /^\$\{[A-Z0-9_]+\}$/.test(text) ? SUPPLIED : text.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');
  }
  return env;
}

/** Compose mounts secrets at /run/secrets/<name> and volumes at their target path. */
const composeMounted = (s: ComposeService) => (path: string) =>
  (s.secrets ?? []).some((x) => path === `/run/secrets/${typeof x === 'string' ? x : (x.target ?? x.source)}`) ||
  (s.volumes ?? []).some((v) => path.startsWith(`${v.split(':')[1]}/`));

describe('docker compose', () => {
  const started = Object.entries(compose.services).flatMap(([service, s]) =>
    processesIn(s.command).map((name) => ({ service, s, name })),
  );

  it.each(PROCESSES)('gives %s every variable its start-up check requires, where it runs and migrates', (name) => {
    const places = started.filter((p) => p.name === name);
    expect(places.map((p) => p.service)).toEqual(
      expect.arrayContaining(MIGRATING.includes(name) ? ['migrate', name] : [name]),
    );
    for (const { service, s } of places) {
      expect(composeEnv(s).NODE_ENV).toBe('production');
      const problems = startUpProblems(name, composeEnv(s), composeMounted(s), service !== 'migrate');
      expect({ [service]: problems }).toEqual({ [service]: [] });
    }
  });

  it('points the gateway at the renderer, so pages are answered with their server-rendered body', () => {
    expect(composeEnv(compose.services.gateway).RENDER_URL).toBe(
      `http://render:${composeEnv(compose.services.render).PORT}`,
    );
  });

  it('runs the same topology: replicated account, blog and donation, Redis for all that share state, health checks', () => {
    for (const name of ['account', 'blog', 'donation']) expect(compose.services[name].deploy?.replicas).toBe(2);
    for (const { service, s } of started) {
      if (service === 'migrate') continue;
      // The renderer keeps nothing between requests but its containers, per replica.
      if (service !== 'render') {
        expect({ [service]: composeEnv(s).REDIS_URL }).toEqual({ [service]: 'redis://redis:6379' });
      }
      expect({ [service]: !!s.healthcheck }).toEqual({ [service]: true });
    }
    expect(compose.services.redis.user).toMatch(/^[1-9]/);
  });
});

describe('the image', () => {
  it('runs as an unprivileged user', () => {
    const dockerfile = read('Dockerfile');
    const users = [...dockerfile.slice(dockerfile.lastIndexOf('\nFROM ')).matchAll(/^USER (\S+)$/gm)].map((m) => m[1]);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });
});

describe('the daily backup', () => {
  const cronJobs = ofKind('CronJob');
  const job = cronJobs.find((j) => j.metadata.name === 'yayasan-backup')!;
  const pod = job?.spec.jobTemplate.spec.template.spec;

  it('runs the backup command once a day, one at a time, as an unprivileged user', () => {
    expect(job).toBeDefined();
    expect(job.spec.schedule).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
    expect(job.spec.concurrencyPolicy).toBe('Forbid');
    expect(pod.restartPolicy).toMatch(/OnFailure|Never/);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    const [c] = pod.containers as Container[];
    expect(c.command).toEqual(['node', '--enable-source-maps', 'infra/backup/dist/backup-cli.js']);
    expect({ limit: !!c.resources?.limits?.memory, cpu: !!c.resources?.requests?.cpu }).toEqual({
      limit: true,
      cpu: true,
    });
  });

  it('gives it the database, the bucket with its credentials, and a retention', () => {
    const env = k8sEnv((pod.containers as Container[])[0]);
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATABASE_URL).toBe(SUPPLIED);
    expect(env.MEDIA_S3_BUCKET).toBeTruthy();
    expect(env.MEDIA_S3_ENDPOINT).toMatch(/^https?:\/\//);
    expect([env.MEDIA_S3_ACCESS_KEY_ID, env.MEDIA_S3_SECRET_ACCESS_KEY]).toEqual([SUPPLIED, SUPPLIED]);
    expect(Number(env.BACKUP_RETENTION_DAYS)).toBeGreaterThanOrEqual(7);
  });

  it('finds the command and the database tools in the image', () => {
    const dockerfile = read('Dockerfile');
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(dockerfile).toMatch(/infra\/backup\/build\.ts/);
    expect(finalStage).toMatch(/COPY --from=build \/app\/infra\/backup\/dist infra\/backup\/dist/);
    expect(finalStage).toMatch(/apt-get install[^\n]*mariadb-client/);
  });
});
