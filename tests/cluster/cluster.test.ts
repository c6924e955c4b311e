import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawResponse } from '@/tests/reliability/http';
import { donationOrderBody } from '@/tests/reliability/orders';
import { CONTROL_TOKEN, setFault } from '@/tests/support/sandbox';
import { root } from '@/scripts/cluster/services';
import type { RouteTable } from '@/routing/build-table';
import { DIST_DIR, ensureBuild, PORTS, startCluster, type Cluster } from './cluster';

// `npm run test:cluster` (docs/architecture.md "Several instances"): two `next start`
// instances sharing their cache and burst limits on Redis, behind nginx's cache, on their own
// ports (./cluster.ts). The drills run in order and each leaves the cluster whole again.

let cluster: Cluster;
const figures: string[] = [];

beforeAll(async () => {
  const started = Date.now();
  await ensureBuild();
  figures.push(`build ready in ${Math.round((Date.now() - started) / 1000)} s`);
  cluster = await startCluster();
}, 900_000);

afterAll(async () => {
  await cluster?.stop();
  process.stdout.write(`\ncluster figures:\n  ${figures.join('\n  ')}\n`);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The last lines nginx and the instances printed: the message of a drill's failed expectation. */
function recentLogs(): string {
  return [cluster.nginx, ...cluster.instances].map((s) => `--- ${s.name}\n${s.output().split('\n').slice(-15).join('\n')}`).join('\n');
}

/** One command to Redis in its inline form, over a plain socket; the reply's text. */
function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(5000, () => socket.destroy(new Error(`Redis did not answer ${command}`)));
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      const bulk = /^\$(\d+)\r\n/.exec(reply);
      if (bulk && Buffer.byteLength(reply) >= bulk[0].length + Number(bulk[1]) + 2) {
        socket.end();
        resolve(reply.slice(bulk[0].length, bulk[0].length + Number(bulk[1])));
      } else if (/^[+-:].*\r\n/.test(reply)) {
        socket.end();
        resolve(reply.trim());
      }
    });
    socket.on('error', reject);
  });
}

function get(base: string, path: string, host?: string): Promise<RawResponse> {
  return rawRequest(`${base}${path}`, { host });
}

async function sandboxControl(method: string, endpoint: string, body?: unknown) {
  const response = await fetch(`${cluster.sandbox.url}${endpoint}`, {
    method,
    headers: { 'x-sandbox-token': CONTROL_TOKEN, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function ordersWithKey(key: string): Promise<unknown[]> {
  const { body } = await sandboxControl('GET', '/_sandbox/orders');
  return (body.orders as { idempotency_key: string }[]).filter((o) => o.idempotency_key === key);
}

/** `from`: the local address the request leaves from, which nginx names as the client. */
function postOrder(base: string, key: string, body: unknown, from?: string) {
  return rawRequest(`${base}/api/donation/order`, {
    method: 'POST',
    localAddress: from,
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

const APPEAL = '/appeal/gaza-emergency';

async function originalTitle(): Promise<string> {
  const routed = await fetch(`${cluster.sandbox.url}/decoupled-router?consumerId=test&path=${APPEAL}`);
  return ((await routed.json()) as { content: { title: string } }).content.title;
}

describe('one cache for every instance', () => {
  it('a webhook to the first instance: the second instance and nginx serve the new title within 5 s', async () => {
    const [first, second] = cluster.url.sites as [string, string];
    // Both instances and nginx have served (and cached) the page before the edit.
    for (const base of [first, second, cluster.url.nginx, cluster.url.nginx]) expect((await get(base, APPEAL)).status).toBe(200);
    const title = `Cluster edit ${randomUUID().slice(0, 8)}`;
    const original = { title: await originalTitle() };
    expect(original.title).not.toBe(title);
    // The sandbox's edit calls the webhook of the first instance only.
    const edit = await sandboxControl('POST', '/_sandbox/content', { entity_type: 'node', id: '1175', title });
    const edited = Date.now();
    expect(edit.body.webhook).toMatchObject({ called: true, status: 200 });
    try {
      const seen: Record<string, number> = {};
      while (Date.now() - edited < 10_000 && Object.keys(seen).length < 2) {
        for (const [name, base] of [['second instance', second], ['nginx', cluster.url.nginx]] as const) {
          if (seen[name] === undefined && (await get(base, APPEAL)).body.includes(title)) seen[name] = Date.now() - edited;
        }
        await sleep(100);
      }
      figures.push(`edit live: second instance after ${seen['second instance'] ?? 'never'} ms, nginx after ${seen.nginx ?? 'never'} ms`);
      expect(seen['second instance']).toBeLessThan(5000);
      expect(seen.nginx).toBeLessThan(5000);
    } finally {
      await sandboxControl('POST', '/_sandbox/content', { entity_type: 'node', id: '1175', title: original.title });
    }
  });

  /** Milliseconds until every path answers `status` on the second instance and through nginx (null: not within 10 s). */
  async function msUntil(paths: string[], status: number, since: number): Promise<number | null> {
    const [, second] = cluster.url.sites as [string, string];
    while (Date.now() - since < 10_000) {
      const answers = await Promise.all([second, cluster.url.nginx].flatMap((base) => paths.map(async (p) => (await get(base, p)).status)));
      if (answers.every((s) => s === status)) return Date.now() - since;
      await sleep(100);
    }
    return null;
  }

  it('an appeal unpublished, then republished, through the first instance: its page and amount steps follow on the second instance and nginx within 5 s each (issue 30)', async () => {
    const [first, second] = cluster.url.sites as [string, string];
    const paths = [APPEAL, `${APPEAL}/single`, `${APPEAL}/monthly`];
    for (const base of [first, second, cluster.url.nginx]) for (const p of paths) expect((await get(base, p)).status, `${base}${p}`).toBe(200);
    let republished = false;
    try {
      const unpublish = await sandboxControl('POST', '/_sandbox/content', { entity_type: 'node', id: '1175', published: false });
      expect(unpublish.body.webhook).toMatchObject({ called: true, status: 200 });
      const gone = await msUntil(paths, 404, Date.now());
      const republish = await sandboxControl('POST', '/_sandbox/content', { entity_type: 'node', id: '1175', published: true });
      republished = true;
      expect(republish.body.webhook).toMatchObject({ called: true, status: 200 });
      const back = await msUntil(paths, 200, Date.now());
      figures.push(`unpublished: 404 on the second instance and nginx after ${gone ?? 'never'} ms; republished: 200 after ${back ?? 'never'} ms`);
      expect(gone, recentLogs()).not.toBeNull();
      expect(gone!).toBeLessThan(5000);
      expect(back, recentLogs()).not.toBeNull();
      expect(back!).toBeLessThan(5000);
    } finally {
      if (!republished) await sandboxControl('POST', '/_sandbox/content', { entity_type: 'node', id: '1175', published: true });
    }
  });

  it('a page published after readers saw its 404 on both instances and nginx is 200 everywhere within 5 s (issue 30)', async () => {
    const [first, second] = cluster.url.sites as [string, string];
    const late = '/news/northern-kenya-rains'; // unpublished in the seed: unknown to the build
    for (const base of [first, second, cluster.url.nginx]) expect((await get(base, late)).status).toBe(404);
    try {
      const publish = await sandboxControl('POST', '/_sandbox/content', { entity_type: 'node', id: '205', published: true });
      expect(publish.body.webhook).toMatchObject({ called: true, status: 200 });
      const live = await msUntil([late], 200, Date.now());
      figures.push(`published late: 200 on the second instance and nginx after ${live ?? 'never'} ms`);
      expect(live, recentLogs()).not.toBeNull();
      expect(live!).toBeLessThan(5000);
    } finally {
      await sandboxControl('POST', '/_sandbox/content', { entity_type: 'node', id: '205', published: false });
    }
  });
});

describe('nginx never answers for the edge rules', () => {
  it('query flags, the preview and admin cookies, the checkout, /api/* and /build.txt reach an instance every time', async () => {
    await get(cluster.url.nginx, '/');
    const cached = await get(cluster.url.nginx, '/');
    expect(cached.headers['x-cache-status']).toMatch(/HIT|STALE|UPDATING/);
    const bypassed = [
      { path: '/?test-suite=1' },
      { path: `/?source=${randomUUID()}` },
      { path: '/', cookie: 'cw_preview_token=abc' },
      { path: '/', cookie: 'theme=x; __prerender_bypass=abc' },
      { path: '/', cookie: 'isAdmin=1' },
      { path: `${APPEAL}/checkout` },
      { path: '/build.txt' },
      { path: '/api/search?keys=water' },
    ];
    for (const { path, cookie } of bypassed) {
      for (let i = 0; i < 2; i += 1) {
        const response = await rawRequest(`${cluster.url.nginx}${path}`, { headers: cookie ? { cookie } : {} });
        expect(`${path} ${cookie ?? ''} ${response.headers['x-cache-status']}`).toBe(`${path} ${cookie ?? ''} BYPASS`);
      }
    }
    // A flag's redirect sets a cookie: it is not kept for the next reader either.
    const flagged = await get(cluster.url.nginx, '/?test-suite=1');
    expect(flagged.headers['set-cookie']).toBeDefined();
    expect((await get(cluster.url.nginx, '/')).headers['set-cookie']).toBeUndefined();
  });
});

describe('the burst limit', () => {
  it('is counted across both instances', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const statuses: number[] = [];
    // Invalid bodies: each attempt counts, none reaches the backend.
    for (let i = 0; i < 10; i += 1) {
      const base = cluster.url.sites[i % 2]!;
      const response = await rawRequest(`${base}/api/donation/order`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-real-ip': address }, body: '{' });
      statuses.push(response.status);
    }
    // 8 a minute per client: five on each instance would pass if each counted alone.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429, 429]);
  });

  it('through nginx, a client writing its own X-Real-IP and X-Forwarded-For gets no fresh allowance', async () => {
    // nginx overwrites X-Real-IP with the address it saw (here 127.0.0.1) and appends it to
    // X-Forwarded-For. The Revolut order route: its limit (10 a minute) is counted in Redis too,
    // and no later drill needs it from this address.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const written = { 'x-real-ip': `203.0.113.${i + 1}`, 'x-forwarded-for': `198.51.100.${i + 1}` };
      const response = await rawRequest(`${cluster.url.nginx}/api/checkout/revolut-order`, { method: 'POST', headers: { 'content-type': 'application/json', ...written }, body: '{' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  });
});

describe('one Redis client per instance', () => {
  it('the cache, the burst limit and readiness of an instance share one connection to Redis; the routing subscribes on one more', async () => {
    for (const base of cluster.url.sites) {
      expect((await get(base, APPEAL)).status).toBe(200); // the cache
      const order = await rawRequest(`${base}/api/donation/order`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-real-ip': '198.51.100.250' }, body: '{' });
      expect(order.status).toBe(400); // counted by the burst limit, then refused for its body
      expect((await get(base, '/api/health/ready')).status).toBe(200); // readiness PINGs Redis
    }
    // request/redis.mjs names its client charity-site:<pid>.
    const names = (await redisCommand(PORTS.redis, 'CLIENT LIST'))
      .split('\n')
      .map((line) => / name=(charity-site:\d+) /.exec(line)?.[1])
      .filter(Boolean);
    const pids = cluster.instances.map((s) => `charity-site:${s.child.pid}`);
    expect(names.sort()).toEqual(pids.sort());
    // Pub/sub takes its connection over (content-sync/routing-sync.ts): one subscriber per instance, on one channel.
    const subscribers = (await redisCommand(PORTS.redis, 'CLIENT LIST'))
      .split('\n')
      .map((line) => / name=(charity-site:\d+):routing .* sub=1 /.exec(line)?.[1])
      .filter(Boolean);
    expect(subscribers.sort()).toEqual(pids.sort());
  });
});

describe('connections between nginx and the instances', () => {
  it('nginx lets an idle connection go before an instance closes it, in start:cluster and compose.yaml alike', async () => {
    // Else nginx may send a request on a connection the instance is closing: a GET is
    // retried, but a POST (an order) cannot be, and the donor gets a 502.
    const keepAlive = String((await get(cluster.url.sites[0]!, '/build.txt')).headers['keep-alive'] ?? '');
    const instanceSeconds = Number(/timeout=(\d+)/.exec(keepAlive)?.[1]);
    expect(instanceSeconds).toBeGreaterThan(0);
    const generated = readFileSync(path.join(root, '.data', 'cluster-test', 'nginx', 'nginx.conf'), 'utf8');
    const composed = readFileSync(path.join(root, 'deploy', 'nginx', 'upstream.compose.conf'), 'utf8');
    for (const config of [generated, composed]) {
      const upstream = /upstream site \{([^}]*)\}/.exec(config)?.[1] ?? '';
      const seconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThan(instanceSeconds);
    }
  });
});

describe('an instance dies mid-checkout', () => {
  it('the browser retries with the same Idempotency-Key through nginx: one order, not lost, not doubled', async () => {
    const key = randomUUID();
    const body = donationOrderBody('31.00');
    // The backend is slow to answer this order: the instance dies while it waits.
    await setFault(cluster.sandbox, { path: '/commerce/order/create', latencyMs: 3000, times: 1 });
    const first = postOrder(cluster.url.sites[0]!, key, body).catch((error: Error) => error);
    await sleep(1000);
    cluster.instances[0]!.child.kill('SIGKILL');
    const lost = await first;
    const restarted = cluster.restartInstance(0);
    expect(lost).toBeInstanceOf(Error);
    // The form's retry: same key, same body, through nginx (the second instance answers).
    const retry = await postOrder(cluster.url.nginx, key, body);
    expect(retry.status, `${retry.body}\n${recentLogs()}`).toBe(201);
    const answer = JSON.parse(retry.body) as { orderID: string | null };
    expect(answer.orderID).toBeTruthy();
    await sleep(2500);
    const again = await postOrder(cluster.url.nginx, key, body);
    expect(JSON.parse(again.body)).toMatchObject({ orderID: answer.orderID });
    expect(await ordersWithKey(key)).toHaveLength(1);
    await restarted;
  });

  it('an order nginx sent to an instance that dies before answering: replayed on the other instance, one order', async () => {
    // nginx's memory of the last drill's dead instance (fail_timeout) has passed.
    await sleep(5500);
    const logged = cluster.nginx.output().length;
    const orders = ['32.00', '33.00', '34.00'].map((amount) => ({ key: randomUUID(), body: donationOrderBody(amount) }));
    await setFault(cluster.sandbox, { path: '/commerce/order/create', latencyMs: 3000, times: orders.length });
    // Three at once, each from its own client address (each its own burst limit): each of
    // nginx's workers takes turns between the instances, so one at least goes to the first.
    const answers = Promise.all(orders.map(({ key, body }, i) => postOrder(cluster.url.nginx, key, body, `127.0.0.${i + 11}`)));
    await sleep(1000);
    cluster.instances[0]!.child.kill('SIGKILL');
    const answered = await answers.finally(() => cluster.restartInstance(0));
    for (const answer of answered) expect(answer.status, `${answer.body}\n${recentLogs()}`).toBe(201);
    // nginx logs the order it had sent to the killed instance and lost there (then replayed).
    const killedPort = new URL(cluster.url.sites[0]!).port;
    const lost = cluster.nginx
      .output()
      .slice(logged)
      .split('\n')
      .filter((line) => line.includes('while reading response header from upstream') && line.includes('"POST /api/donation/order') && line.includes(`127.0.0.1:${killedPort}`));
    expect(lost.length, recentLogs()).toBeGreaterThan(0);
    for (const { key } of orders) expect(await ordersWithKey(key)).toHaveLength(1);
  });
});

describe('instances down', () => {
  it('the first instance killed during 20 s of load through nginx: 0 failed page requests, and no uncached request lost unless cut mid-answer', async () => {
    const [main, appeal] = ['/', APPEAL];
    for (const path of [main, appeal, '/build.txt']) await get(cluster.url.nginx, path);
    const logged = cluster.nginx.output().length;
    const run = (connections: number, requests: autocannon.Request[]) => load({ url: cluster.url.nginx, connections, duration: 20, requests });
    // Readers of cached pages, and /build.txt, which always goes to an instance.
    const pages = run(12, [{ path: main }, { path: appeal }]);
    const uncached = run(4, [{ path: '/build.txt' }]);
    await sleep(5000);
    cluster.instances[0]!.child.kill('SIGKILL');
    const [paged, passed] = await Promise.all([pages, uncached]).finally(() => cluster.restartInstance(0));
    // An answer the killed instance had begun to send cannot be replayed by nginx (its head
    // has gone to the client): nginx logs each such cut, and only those may fail.
    const cut = cluster.nginx.output().slice(logged).split('\n').filter((line) => line.includes('upstream prematurely closed connection while reading upstream')).length;
    figures.push(
      `20 s through nginx, first instance killed at 5 s: pages ${paged.requests.total} requests, ${paged.errors} errors, ${paged.non2xx} non-2xx; ` +
        `/build.txt ${passed.requests.total} requests, ${passed.errors} errors (${passed.timeouts} time-outs), ${passed.non2xx} non-2xx, ${cut} answers cut by the kill`,
    );
    expect(paged.requests.total).toBeGreaterThan(1000);
    expect(passed.requests.total).toBeGreaterThan(300);
    expect({ errors: paged.errors, timeouts: paged.timeouts, non2xx: paged.non2xx }, recentLogs()).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    // Refused and reset connections are retried on the other instance: never a 502.
    expect(passed.non2xx, recentLogs()).toBe(0);
    // At most one request per connection is in flight at the kill.
    expect(passed.errors, recentLogs()).toBeLessThanOrEqual(Math.min(cut, 4));
  });

  it('both instances killed: cached pages still 200 through nginx (stale)', async () => {
    const pages = [
      { path: '/', host: undefined },
      { path: APPEAL, host: undefined },
      { path: '/', host: 'gifts.localhost' },
    ];
    const before = [];
    for (const { path, host } of pages) {
      await get(cluster.url.nginx, path, host);
      before.push((await get(cluster.url.nginx, path, host)).body);
    }
    await Promise.all(cluster.instances.map((s) => s.stop('SIGKILL')));
    try {
      // Past nginx's one-second TTL (counted in whole seconds: one to two): every copy is stale.
      await sleep(2500);
      for (const [i, { path, host }] of pages.entries()) {
        const response = await get(cluster.url.nginx, path, host);
        expect(response.status).toBe(200);
        expect(response.headers['x-cache-status']).toBe('STALE');
        expect(response.body).toBe(before[i]);
      }
    } finally {
      await Promise.all([cluster.restartInstance(0), cluster.restartInstance(1)]);
    }
  });
});

describe('a cold instance serves (issue 38)', () => {
  it('restarted with the router down: every path the build knew answers as before within 2 s, a page withdrawn before the restart stays withdrawn, and an unknown path gets its 502 at once', async () => {
    const [first, second] = cluster.url.sites as [string, string];
    const table = JSON.parse(readFileSync(path.join(root, '.content-sync', `${DIST_DIR}.route-table.json`), 'utf8')) as RouteTable;
    const known = [...table.main.paths.map((p) => ({ path: p, host: undefined as string | undefined })), ...table.gifts.paths.map((p) => ({ path: p, host: 'gifts.localhost' }))];
    expect(known.length).toBeGreaterThan(50);
    // What the site answers for each before (the second instance has rendered every page: its last good copy is in Redis).
    const before = new Map<string, number>();
    for (const { path: p, host } of known) before.set(`${host ?? ''}${p}`, (await get(second, p, host)).status);
    expect([...before.values()].filter((s) => s >= 500)).toEqual([]);
    // Withdrawn through the first instance's webhook before the restart: the routing state is in Redis.
    const withdrawn = '/news/sudan-cholera-response';
    const id = ((await (await fetch(`${cluster.sandbox.url}/decoupled-router?consumerId=test&path=${withdrawn}`)).json()) as { content: { id: string } }).content.id;
    expect((await sandboxControl('POST', '/_sandbox/content', { entity_type: 'node', id, restricted: true })).body.webhook).toMatchObject({ called: true, status: 200 });
    await setFault(cluster.sandbox, { path: '/decoupled-router', drop: true });
    try {
      await cluster.restartInstance(0);
      const slowest = { ms: 0, path: '' };
      const wrong: string[] = [];
      for (const { path: p, host } of known) {
        const started = Date.now();
        const answer = await get(first, p, host);
        const ms = Date.now() - started;
        if (ms > slowest.ms) Object.assign(slowest, { ms, path: p });
        const expected = p === withdrawn ? 403 : before.get(`${host ?? ''}${p}`);
        if (answer.status !== expected) wrong.push(`${host ?? ''}${p}: ${answer.status}, expected ${expected}`);
      }
      const unknownStarted = Date.now();
      const unknown = await get(first, `/news/not-built-${randomUUID().slice(0, 8)}`);
      const unknownMs = Date.now() - unknownStarted;
      figures.push(`cold restart with the router down: ${known.length} known paths, slowest ${slowest.ms} ms (${slowest.path}); an unknown path ${unknown.status} in ${unknownMs} ms`);
      expect(wrong, recentLogs()).toEqual([]);
      expect(slowest.ms).toBeLessThan(2000);
      expect(unknown.status).toBe(502);
      expect(unknownMs).toBeLessThan(2000);
    } finally {
      await sandboxControl('DELETE', '/_sandbox/faults');
      await sandboxControl('POST', '/_sandbox/content', { entity_type: 'node', id, restricted: false });
    }
    const lifted = Date.now();
    while (Date.now() - lifted < 5000 && (await get(second, withdrawn)).status !== 200) await sleep(100);
    expect((await get(second, withdrawn)).status).toBe(200);
  });
});

describe('Redis down', () => {
  it('pages still 200, a warning logged, and the instances back on Redis when it returns', async () => {
    const [first, second] = cluster.url.sites as [string, string];
    for (const base of [first, second]) expect((await get(base, APPEAL)).status).toBe(200);
    // What the instances log from now on (no warning before Redis goes).
    const marks = cluster.instances.map((s) => s.output().length);
    const since = (i: number) => cluster.instances[i]!.output().slice(marks[i]);
    expect(since(0) + since(1)).not.toContain('redis_unavailable');
    await cluster.redis.stop('SIGKILL');
    for (const base of [first, second, cluster.url.nginx]) {
      for (const path of ['/', APPEAL]) expect((await get(base, path)).status).toBe(200);
      expect((await get(base, '/', 'gifts.localhost')).status).toBe(200);
    }
    // An order attempt meets the limiter's fallback: refused for its body, not for Redis.
    const attempt = await rawRequest(`${first}/api/donation/order`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: '{' });
    expect(attempt.status).toBe(400);
    for (const i of [0, 1]) expect(since(i)).toMatch(/"level":"warn","event":"cache_redis_unavailable"/);
    expect(since(0)).toMatch(/"level":"warn","event":"rate_limit_redis_unavailable"/);
    // An edit while Redis is down reaches the first instance's own cache (the webhook answers
    // 200); once Redis is back both instances serve the new page.
    const title = `Edited without Redis ${randomUUID().slice(0, 8)}`;
    const original = await originalTitle();
    const edit = await sandboxControl('POST', '/_sandbox/content', { entity_type: 'node', id: '1175', title });
    try {
      expect(edit.body.webhook).toMatchObject({ called: true, status: 200 });
      await cluster.restartRedis();
      const until = Date.now() + 10_000;
      while (Date.now() < until && ![0, 1].every((i) => since(i).includes('"event":"cache_redis_restored"'))) await sleep(200);
      for (const i of [0, 1]) expect(since(i)).toContain('"event":"cache_redis_restored"');
      const fresh = Date.now() + 5000;
      const titles = async () => Promise.all([first, second].map(async (base) => (await get(base, APPEAL)).body.includes(title)));
      let seen = await titles();
      while (Date.now() < fresh && !seen.every(Boolean)) {
        await sleep(200);
        seen = await titles();
      }
      expect(seen).toEqual([true, true]);
    } finally {
      await sandboxControl('POST', '/_sandbox/content', { entity_type: 'node', id: '1175', title: original });
    }
  });
});
