import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawResponse } from '@/tests/reliability/http';
import { startInstance } from '@/scripts/cluster/services';
import { ensureBuild, PORTS, readyBecomes, startCluster, type Cluster } from './cluster';

// The health drills (docs/runbook.md "Health checks"): /api/health/live and /api/health/ready
// on the cluster of ./cluster.ts. The second instance is given a backend the test can cut (a
// TCP relay to the sandbox): cut, it reports not ready while it stays live and the first
// instance stays ready; restored, it is ready again. Redis down: not ready; back: ready. The
// second instance also serves Apple Pay's domain file from its configuration.

let cluster: Cluster;
const APPLE_PAY_FILE = '7B227073704964223A2241443631324543383941313233';

beforeAll(async () => {
  await ensureBuild();
  cluster = await startCluster();
}, 900_000);

afterAll(async () => {
  await cluster?.stop();
});

function logsOf(i: number): string {
  return cluster.instances[i]!.output().split('\n').slice(-20).join('\n');
}

/** A cuttable backend: a TCP relay to the sandbox on a fixed port, closed (connection refused) and opened again. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: number) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target, '127.0.0.1');
      this.sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function ready(base: string, host?: string): Promise<RawResponse> {
  return rawRequest(`${base}/api/health/ready`, { host });
}

describe('liveness and readiness', () => {
  it('both instances are live and ready, to any Host (a load balancer probes by address), and never cached', async () => {
    for (const base of cluster.url.sites) {
      // The first probe connects the instance's Redis client: it may take a probe or two.
      await readyBecomes(base, 200, 10);
      for (const host of [undefined, '10.0.3.7:3000']) {
        const live = await rawRequest(`${base}/api/health/live`, { host });
        expect(live.status, `${base} live ${host}`).toBe(200);
        expect(live.headers['cache-control']).toBe('no-store');
        const r = await ready(base, host);
        expect(r.status, `${base} ready ${host}\n${r.body}`).toBe(200);
        expect(r.headers['cache-control']).toBe('no-store');
        expect(JSON.parse(r.body)).toEqual({ ready: true, checks: { backend: 'ok', redis: 'ok' } });
      }
    }
    // Through nginx: passed to an instance every time, never stored.
    const first = await rawRequest(`${cluster.url.nginx}/api/health/ready`);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).not.toBe('HIT');
    expect((await rawRequest(`${cluster.url.nginx}/api/health/ready`)).headers['x-cache-status']).not.toBe('HIT');
  });

  it('an instance whose backend is unreachable reports not ready (still live), and is ready again when the backend returns', async () => {
    const relay = new Relay(PORTS.sandbox);
    await relay.open();
    try {
      await cluster.instances[1]!.stop('SIGKILL');
      cluster.instances[1] = await startInstance('site-2', PORTS.sites[1], { ...cluster.siteEnv, BACKEND_URL: `http://127.0.0.1:${relay.port}`, APPLE_PAY_DOMAIN_ASSOCIATION: APPLE_PAY_FILE });
      const [first, second] = cluster.url.sites as [string, string];
      expect((await readyBecomes(second, 200)).status, logsOf(1)).toBe(200);
      // Apple Pay's domain file, from the configuration, through the middleware on both storefronts.
      for (const host of ['localhost', 'gifts.localhost']) {
        const file = await rawRequest(`${second}/.well-known/apple-developer-merchantid-domain-association`, { host });
        expect([file.status, file.headers['content-type'], file.body], host).toEqual([200, 'text/plain; charset=utf-8', APPLE_PAY_FILE]);
      }
      // Unset (the first instance): 404, not the CMS router's page.
      const unset = await rawRequest(`${first}/.well-known/apple-developer-merchantid-domain-association`, { host: 'localhost' });
      expect([unset.status, unset.body]).toEqual([404, 'Not found']);

      await relay.cut();
      const down = await readyBecomes(second, 503);
      expect(down.status, logsOf(1)).toBe(503);
      expect(JSON.parse(down.body)).toEqual({ ready: false, checks: { backend: 'down', redis: 'ok' } });
      expect(down.body).not.toContain('127.0.0.1');
      expect((await rawRequest(`${second}/api/health/live`)).status).toBe(200);
      expect((await ready(first)).status).toBe(200);
      expect(cluster.instances[1]!.output()).toContain('"event":"health_not_ready"');

      await relay.open();
      const back = await readyBecomes(second, 200);
      expect(back.status, logsOf(1)).toBe(200);
      expect(JSON.parse(back.body)).toEqual({ ready: true, checks: { backend: 'ok', redis: 'ok' } });
    } finally {
      await relay.cut();
      await cluster.restartInstance(1);
    }
  });

  it('Redis down: not ready, naming Redis; ready again when it returns', async () => {
    const [first] = cluster.url.sites as [string, string];
    await cluster.redis.stop('SIGKILL');
    try {
      const down = await readyBecomes(first, 503);
      expect(down.status, logsOf(0)).toBe(503);
      expect(JSON.parse(down.body)).toEqual({ ready: false, checks: { backend: 'ok', redis: 'down' } });
      expect((await rawRequest(`${first}/api/health/live`)).status).toBe(200);
    } finally {
      await cluster.restartRedis();
    }
    expect((await readyBecomes(first, 200)).status, logsOf(0)).toBe(200);
  });
});
