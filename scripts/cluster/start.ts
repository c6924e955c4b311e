import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_REVALIDATE_SECRET, SandboxEnvError, sandboxCountry, sandboxOptionsFromEnv, startFailure } from '../../sandbox/env';
import { startSandbox } from '../../sandbox/server';
import { clusterEnv, portTaken, root, startInstance, startNginx, startRedis, type Service } from './services';

// `npm run start:cluster`: the site as several instances behind a cache (docs/architecture.md
// "Several instances"): the sandbox (unless BACKEND_URL is set), one build (through
// scripts/start.ts --build-only, so it is `npm start`'s build), redis-server, two `next start`
// instances sharing their cache and burst limits on it, and nginx in front with
// deploy/nginx/site.conf. Ctrl-C stops them all.
// Ports: CLUSTER_PORT (nginx, 8080), CLUSTER_SITE_PORTS (3001,3002), REDIS_PORT (6379),
// SANDBOX_PORT (4000).

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function portNumber(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${name} must be a port number (got ${JSON.stringify(value)})`);
  return port;
}

const nginxPort = portNumber('CLUSTER_PORT', process.env.CLUSTER_PORT ?? '8080');
const sitePorts = (process.env.CLUSTER_SITE_PORTS ?? '3001,3002').split(',').map((p) => portNumber('CLUSTER_SITE_PORTS', p.trim()));
const redisPort = portNumber('REDIS_PORT', process.env.REDIS_PORT ?? '6379');
const external = Boolean(process.env.BACKEND_URL);

async function main() {
  const ensured = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-services.mjs')], { stdio: 'inherit' });
  if (ensured.status !== 0) process.exit(ensured.status ?? 1);
  for (const port of [nginxPort, redisPort, ...sitePorts]) {
    const taken = await portTaken(port);
    if (taken) fail(`${taken}: stop what runs there, or choose other ports (CLUSTER_PORT, CLUSTER_SITE_PORTS, REDIS_PORT).`);
  }
  let country: string;
  try {
    country = sandboxCountry(process.env);
  } catch (error) {
    if (error instanceof SandboxEnvError) fail(error.message);
    throw error;
  }

  // The build: the same command and the same build as `npm start` (no REDIS_URL: a build
  // writes Next's own cache files, which every instance starts from).
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts'), '--build-only'], { cwd: root, stdio: 'inherit', env: process.env });
  if (build.status !== 0) fail('The build failed.');

  const services: Service[] = [];
  let closeSandbox = async () => {};
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(services.map((s) => s.stop()));
    await closeSandbox();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const revalidateSecret = process.env.REVALIDATE_SECRET ?? (external ? undefined : DEFAULT_REVALIDATE_SECRET);
  const base: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: '1', ...process.env, DEFAULT_COUNTRY: country };
  if (revalidateSecret) base.REVALIDATE_SECRET = revalidateSecret;
  try {
    if (!external) {
      // The sandbox's webhook goes through nginx to whichever instance; Redis shares it.
      const options = sandboxOptionsFromEnv(process.env, root, `http://localhost:${nginxPort}`);
      const sandbox = await startSandbox(options).catch((error: unknown) => fail(startFailure(error, options.port)));
      closeSandbox = () => sandbox.close();
      base.BACKEND_URL = sandbox.url;
      console.log(`Sandbox backend (${country}) on ${sandbox.url}`);
    }
    services.push(await startRedis(redisPort, { echo: true }));
    console.log(`Redis on 127.0.0.1:${redisPort}`);
    const env = clusterEnv(base, redisPort);
    const instances = await Promise.all(sitePorts.map((port, i) => startInstance(`site-${i + 1}`, port, env, { echo: true })));
    services.push(...instances);
    services.push(await startNginx({ port: nginxPort, sitePorts, dir: path.join(root, '.data', 'cluster', 'nginx'), echo: true }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return stop(1);
  }
  for (const svc of services) {
    svc.child.on('exit', (code) => {
      if (!stopping) console.error(`${svc.name} exited (${code ?? 'signal'}); stopping the cluster.`);
      void stop(code ?? 1);
    });
  }
  console.log(`\nInstances on ${sitePorts.map((p) => `http://localhost:${p}`).join(', ')}, sharing Redis`);
  console.log(`Main site:  http://localhost:${nginxPort}\nGifts shop: http://gifts.localhost:${nginxPort}\n(through nginx's cache; Ctrl-C stops everything)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
