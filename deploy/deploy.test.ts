// No container engine runs where the tests run: the compose file and the manifests are checked by reading
// them (and rendered with `kubectl kustomize` when a kubectl is installed; .ci/run installs one).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const here = new URL('.', import.meta.url).pathname;
const root = join(here, '..');

type Service = {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
  depends_on?: Record<string, unknown>;
  volumes?: string[];
  healthcheck?: unknown;
};
type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; spec?: Record<string, unknown> };

const compose = parse(readFileSync(join(here, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const roleOf = (service: Service | undefined) => service?.environment?.PROCESS_ROLE;

describe('deploy/compose.yaml', () => {
  it('runs two web copies, a worker, a primary with a streaming replica, PgBouncer, Redis and a proxy', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(
      ['migrate', 'pgbouncer', 'postgres-primary', 'postgres-replica', 'proxy', 'redis', 'web', 'worker'].sort(),
    );
    expect(services.web?.deploy?.replicas).toBe(2);
    expect(roleOf(services.web)).toBe('web');
    expect(roleOf(services.worker)).toBe('worker');
    expect(services.pgbouncer?.environment?.POOL_MODE).toBe('transaction');
    expect(services['postgres-primary']?.command).toContain('wal_level=replica');
    expect(readFileSync(join(here, 'postgres/replica-entrypoint.sh'), 'utf8')).toContain('pg_basebackup');
  });

  it('points every app copy at the pooler, the primary for migrations, Redis and one shared secret key', () => {
    for (const name of ['web', 'worker']) {
      const env = compose.services[name]?.environment ?? {};
      expect(env.DATABASE_URL).toContain('@pgbouncer:');
      expect(env.DATABASE_POOLER).toBe('pgbouncer');
      expect(env.DATABASE_DIRECT_URL).toContain('@postgres-primary:');
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.SECRET_KEY).toMatch(/^\$\{SECRET_KEY:\?/);
      expect(env.MIGRATE_ON_START).toBe('false');
      expect(compose.services[name]?.depends_on).toHaveProperty('migrate');
    }
    expect(compose.services.migrate?.command).toContain('--migrate');
    // the web copies read lists and reports from the streaming replica; the worker reads from the primary
    expect(compose.services.web?.environment?.DATABASE_REPLICA_URL).toContain('@postgres-replica:5432/');
    expect(compose.services.worker?.environment?.DATABASE_REPLICA_URL).toBeUndefined();
  });

  it('checks each role by its own readiness, sends the proxy only to web copies, and publishes only the proxy', () => {
    const { services } = compose;
    const port = readFileSync(join(root, 'Dockerfile'), 'utf8').match(/ENV [^\n]*\bPORT=(\d+)/)?.[1];
    expect(port).toBe('8080');
    // a worker answers /readyz (database and queue) on the same port though it serves no API
    for (const name of ['web', 'worker']) {
      const check = JSON.stringify(services[name]?.healthcheck);
      expect(check, name).toContain(`127.0.0.1:${port}/readyz`);
    }
    // the proxy waits for healthy web copies and spreads over those alone: never the worker, which has no API
    expect(services.proxy?.depends_on?.web).toEqual({ condition: 'service_healthy' });
    const caddyfile = readFileSync(join(here, 'caddy/Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(new RegExp(`name web\\s+port ${port}`));
    expect(caddyfile).not.toContain('worker');
    expect(caddyfile).toContain('lb_policy round_robin');
    for (const [name, service] of Object.entries(services))
      expect(Boolean((service as { ports?: unknown }).ports), name).toBe(name === 'proxy');
    // one worker runs the jobs; web copies never do, whatever RUN_WORKERS an .env might carry
    expect(services.worker?.deploy?.replicas ?? 1).toBe(1);
    for (const name of ['web', 'worker']) expect(services[name]?.environment?.RUN_WORKERS, name).toBeUndefined();
  });

  it('names only services that exist and files that are in the repository', () => {
    const names = Object.keys(compose.services);
    for (const service of Object.values(compose.services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(names).toContain(dependency);
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('./')) expect(existsSync(join(here, source)), source).toBe(true);
      }
    }
    expect(existsSync(join(root, 'Dockerfile'))).toBe(true);
  });
});

const k8s = join(here, 'k8s');
const readManifests = (dir: string): Manifest[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
    .flatMap((file) => parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => doc.toJS() as Manifest));

describe('deploy/k8s (kustomize)', () => {
  const base = parse(readFileSync(join(k8s, 'base/kustomization.yaml'), 'utf8')) as { resources: string[] };
  const manifests = readManifests(join(k8s, 'base'));

  it('lists only files that exist, and leaves the Secret template out', () => {
    for (const resource of base.resources) expect(existsSync(join(k8s, 'base', resource)), resource).toBe(true);
    expect(base.resources).not.toContain('secret.template.yaml');
  });

  it('has a web Deployment with autoscaling, a worker Deployment, the migration Job, settings and disruption budgets', () => {
    const kinds = manifests.map((m) => `${m.kind}/${m.metadata.name}`).sort();
    expect(kinds).toEqual(
      [
        'ConfigMap/hrms-config',
        'Deployment/hrms-web',
        'Deployment/hrms-worker',
        'HorizontalPodAutoscaler/hrms-web',
        'Job/hrms-migrate',
        'PodDisruptionBudget/hrms-web',
        'PodDisruptionBudget/hrms-worker',
        'Secret/hrms-secrets',
        'Service/hrms-web',
      ].sort(),
    );
    const text = (name: string) => readFileSync(join(k8s, 'base', name), 'utf8');
    expect(text('web-deployment.yaml')).toMatch(/name: PROCESS_ROLE\s+value: web/);
    expect(text('worker-deployment.yaml')).toMatch(/name: PROCESS_ROLE\s+value: worker/);
    expect(text('migrate-job.yaml')).toContain('--migrate');
  });

  it('keeps no secret in the template', () => {
    const secret = manifests.find((m) => m.kind === 'Secret') as Manifest & { stringData: Record<string, string> };
    for (const value of Object.values(secret.stringData))
      expect(value === '' || value.includes('CHANGE_ME') || value.startsWith('redis://')).toBe(true);
  });

  const kubectl = ['/usr/bin/kubectl', '/usr/local/bin/kubectl'].find((path) => existsSync(path));
  it.skipIf(!kubectl)('renders the production overlay with kubectl kustomize', () => {
    if (!kubectl) return;
    const rendered = execFileSync(kubectl, ['kustomize', join(k8s, 'overlays/production')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const docs = parseAllDocuments(rendered).map((doc) => doc.toJS() as Manifest & { metadata: { namespace?: string } });
    expect(docs.map((doc) => doc.kind)).toContain('HorizontalPodAutoscaler');
    expect(docs.filter((doc) => doc.kind !== 'Namespace').every((doc) => doc.metadata.namespace === 'hrms')).toBe(true);
    expect(rendered).toContain('image: registry.example.com/hrms:0.1.0');
  });
});
