import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clusterEnv, root, startInstance, startNginx, startRedis, type Service } from '@/scripts/cluster/services';
import { startTestSandbox } from '@/tests/support/sandbox';

// The cluster of the cluster tests and benchmark, on its own ports (beside `npm start`,
// `start:cluster` and the end-to-end runs): sandbox 4301, instances 3301 and 3302, Redis 6380,
// nginx 8180. One production build in .next-test-cluster, made through `scripts/start.ts
// --build-only` and reused while the sources have not changed.

export const PORTS = {
  sandbox: Number(process.env.CLUSTER_TEST_SANDBOX_PORT ?? 4301),
  sites: [Number(process.env.CLUSTER_TEST_SITE_PORT_1 ?? 3301), Number(process.env.CLUSTER_TEST_SITE_PORT_2 ?? 3302)] as const,
  redis: Number(process.env.CLUSTER_TEST_REDIS_PORT ?? 6380),
  nginx: Number(process.env.CLUSTER_TEST_NGINX_PORT ?? 8180),
};
export const DIST_DIR = '.next-test-cluster';
export const REVALIDATE_SECRET = 'cluster-test-revalidate-secret';

/** The build's settings: staging (test payment mode, so orders can be placed over HTTP). */
function buildEnv(sandboxDataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    APP_ENV: 'staging',
    DEFAULT_COUNTRY: 'IE',
    MAIN_HOSTS: 'localhost,127.0.0.1',
    GIFTS_HOSTS: 'gifts.localhost',
    SANDBOX_PORT: String(PORTS.sandbox),
    SANDBOX_DATA_DIR: sandboxDataDir,
    REVALIDATE_SECRET,
    // The build's own sandbox (scripts/start.ts), and Next's own cache while building.
    BACKEND_URL: undefined,
    REDIS_URL: undefined,
  };
}

/** `npm start`'s build step (scripts/start.ts --build-only): builds only when needed. */
export function ensureBuild(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-build-sandbox-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts'), '--build-only'], { cwd: root, env: buildEnv(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      if (code === 0) resolve();
      else reject(new Error(`the build failed (${code}):\n${output.slice(-4000)}`));
    });
  });
}

export interface Cluster {
  sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
  redis: Service;
  instances: Service[];
  nginx: Service;
  siteEnv: NodeJS.ProcessEnv;
  url: { nginx: string; sites: string[] };
  /** Starts instance i again (after a drill killed it). */
  restartInstance(i: number): Promise<Service>;
  restartRedis(): Promise<Service>;
  stop(): Promise<void>;
}

/** Sandbox, Redis, both instances and nginx (its cache emptied), for a build made by ensureBuild. */
export async function startCluster(options: { echo?: boolean; inspect?: boolean; sandboxSiteUrl?: string; staticFiles?: { root: string; port: number } } = {}): Promise<Cluster> {
  const sandbox = await startTestSandbox({
    port: PORTS.sandbox,
    country: 'IE',
    // The sandbox's edits call the webhook of the first instance (never through nginx).
    siteUrl: options.sandboxSiteUrl ?? `http://127.0.0.1:${PORTS.sites[0]}`,
    revalidateSecret: REVALIDATE_SECRET,
  });
  const services: Service[] = [];
  try {
    const redis = await startRedis(PORTS.redis);
    services.push(redis);
    const siteEnv = clusterEnv(
      { ...buildEnv(''), BACKEND_URL: sandbox.url, SANDBOX_DATA_DIR: undefined, SANDBOX_PORT: undefined, NODE_ENV: 'production', REDIS_URL: undefined },
      PORTS.redis,
    );
    const instances = await Promise.all(PORTS.sites.map((port, i) => startInstance(`site-${i + 1}`, port, siteEnv, { echo: options.echo, inspect: options.inspect })));
    services.push(...instances);
    const nginxDir = path.join(root, '.data', 'cluster-test', 'nginx');
    rmSync(path.join(nginxDir, 'cache'), { recursive: true, force: true });
    const nginx = await startNginx({ port: PORTS.nginx, sitePorts: [...PORTS.sites], dir: nginxDir, echo: options.echo, staticRoot: options.staticFiles?.root, staticPort: options.staticFiles?.port });
    services.push(nginx);
    const cluster: Cluster = {
      sandbox,
      redis,
      instances,
      nginx,
      siteEnv,
      url: { nginx: `http://127.0.0.1:${PORTS.nginx}`, sites: PORTS.sites.map((p) => `http://127.0.0.1:${p}`) },
      async restartInstance(i) {
        await cluster.instances[i]!.stop('SIGKILL');
        cluster.instances[i] = await startInstance(`site-${i + 1}`, PORTS.sites[i]!, siteEnv, { echo: options.echo, inspect: options.inspect });
        return cluster.instances[i]!;
      },
      async restartRedis() {
        await cluster.redis.stop('SIGKILL');
        cluster.redis = await startRedis(PORTS.redis);
        return cluster.redis;
      },
      async stop() {
        await Promise.all([cluster.nginx, cluster.redis, ...cluster.instances].map((s) => s.stop()));
        await sandbox.cleanup();
      },
    };
    return cluster;
  } catch (error) {
    await Promise.all(services.map((s) => s.stop('SIGKILL')));
    await sandbox.cleanup();
    throw error;
  }
}

/**
 * Probes an instance's /api/health/ready (a probe a second, as a load balancer would) until it
 * answers `status`, at most `tries` more times; the last answer (docs/runbook.md "Health checks").
 */
export async function readyBecomes(base: string, status: 200 | 503, tries = 30): Promise<{ status: number; body: string }> {
  const probe = async () => {
    try {
      const response = await fetch(`${base}/api/health/ready`);
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: 0, body: String(error) };
    }
  };
  let last = await probe();
  for (let i = 0; i < tries && last.status !== status; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    last = await probe();
  }
  return last;
}
