import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';

// The cluster's processes as children of the caller (`npm run start:cluster`, the cluster
// tests, the cluster benchmark): redis-server, `next start` instances and nginx with the
// shared configuration of deploy/nginx/. Each runs in the foreground with its files under
// `.data/<name>/`, and `stop()` ends only what it started.

export const root = path.resolve(import.meta.dirname, '..', '..');
const serveScript = path.join(root, 'scripts', 'serve.mjs');
export const NGINX_BIN = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const REDIS_BIN = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

export interface Service {
  name: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function service(name: string, child: ChildProcess, echo: boolean): Service {
  let log = '';
  const take = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 4_000_000) log = log.slice(-2_000_000);
    if (echo) process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `));
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return {
    name,
    child,
    output: () => log,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill(signal);
      }),
  };
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(what: string, ready: () => Promise<boolean>, svc: Service, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (svc.child.exitCode !== null) throw new Error(`${what} exited with ${svc.child.exitCode}:\n${svc.output().slice(-2000)}`);
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  await svc.stop('SIGKILL');
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s:\n${svc.output().slice(-2000)}`);
}

export async function portTaken(port: number): Promise<string | null> {
  return (await listening(port)) ? `Port ${port} is already in use` : null;
}

/** redis-server on 127.0.0.1:port, nothing kept on disk. */
export async function startRedis(port: number, options: { echo?: boolean } = {}): Promise<Service> {
  const child = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const svc = service('redis', child, options.echo ?? false);
  await waitFor(`redis-server on ${port}`, () => listening(port), svc);
  return svc;
}

/**
 * nginx on `port` in front of the instances on `sitePorts`: deploy/nginx/site.conf included
 * from a main file written under `dir` (its prefix: cache, temp files, pid), with the upstream
 * on 127.0.0.1. `fresh` empties the cache first.
 */
export async function startNginx(options: { port: number; sitePorts: number[]; dir: string; echo?: boolean; staticRoot?: string; staticPort?: number }): Promise<Service> {
  const dir = path.resolve(options.dir);
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const shared = readFileSync(path.join(root, 'deploy', 'nginx', 'site.conf'), 'utf8');
  // The one change to the shared file: its listen port, when it is not 8080.
  const site = shared.replace(/^(\s*)listen 8080;/m, `$1listen ${options.port};`);
  writeFileSync(path.join(dir, 'site.conf'), site);
  const upstream = options.sitePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  // An optional second server: the same bytes from a file, the benchmark's ceiling.
  const staticServer = options.staticRoot
    ? `server {\n    listen 127.0.0.1:${options.staticPort};\n    root ${options.staticRoot};\n    location / { default_type text/html; try_files $uri $uri/index.html =404; }\n}\n`
    : '';
  const main = `# Written by scripts/cluster/services.ts; the cache rules are deploy/nginx/site.conf.
worker_processes auto;
pcre_jit on;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 4096; }
http {
    access_log off;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    client_body_temp_path ${path.join(dir, 'temp', 'body')};
    proxy_temp_path ${path.join(dir, 'temp', 'proxy')};
    fastcgi_temp_path ${path.join(dir, 'temp', 'fastcgi')};
    uwsgi_temp_path ${path.join(dir, 'temp', 'uwsgi')};
    scgi_temp_path ${path.join(dir, 'temp', 'scgi')};
    upstream site {
${upstream}
        keepalive 64;
        # As deploy/nginx/upstream.compose.conf: under the instances' 5 s keep-alive.
        keepalive_timeout 4s;
    }
    include ${path.join(dir, 'site.conf')};
${staticServer}}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), main);
  const child = spawn(NGINX_BIN, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const svc = service('nginx', child, options.echo ?? false);
  await waitFor(`nginx on ${options.port}`, () => listening(options.port), svc);
  return svc;
}

/** The site's server (scripts/serve.mjs: `next start` with the peer stamped, issue 46) on `port` for the build in env.NEXT_DIST_DIR; resolves once it answers /build.txt. */
export async function startInstance(name: string, port: number, env: NodeJS.ProcessEnv, options: { echo?: boolean; inspect?: boolean } = {}): Promise<Service> {
  // No -H 127.0.0.1: with it, every request the middleware rewrites fails (DESIGN 'Known traps').
  const child = spawn(process.execPath, [...(options.inspect ? ['--inspect=127.0.0.1:0'] : []), serveScript, '-p', String(port)], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const svc = service(name, child, options.echo ?? false);
  await waitFor(`${name} on ${port}`, async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/build.txt`)).ok;
    } catch {
      return false;
    }
  }, svc);
  return svc;
}

/** The cluster's settings for a site instance: Redis, and the client address from nginx's X-Real-IP. */
export function clusterEnv(base: NodeJS.ProcessEnv, redisPort: number): NodeJS.ProcessEnv {
  return {
    ...base,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    CLIENT_ADDRESS_FROM: 'x-real-ip',
    TRUSTED_PROXIES: base.TRUSTED_PROXIES || '127.0.0.1,::1',
  };
}
