import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startInstance } from '@/scripts/cluster/services';
import { ensureBuild, PORTS, startCluster, type Cluster } from '@/tests/cluster/cluster';
import { inspectorUrl, settledHeap, treeRss } from '@/tests/reliability/memory';
import { root } from './support';

// `npm run bench:cluster` (docs/architecture.md "Several instances"): the cluster of the
// cluster tests (tests/cluster/cluster.ts: two instances on Redis behind nginx, its own
// ports and build), then, in one run and with wrk (2 threads, 32 connections, BENCH_SECONDS
// each, default 10, the best of BENCH_ROUNDS interleaved runs, default 2), requests/s and p99
// of one cached content page served
//  (a) by nginx from a static file of the same bytes (the ceiling for this machine),
//  (b) through the cluster's nginx,
//  (c) by one `next start` with its own cache in memory (as `npm start` runs it), and by one
//      of the cluster's instances (its cache on Redis),
// with the ratios b/a (target ≥ 0.8) and b/c; then 60 s at 64 connections through nginx
// (LOAD_SECONDS, LOAD_CONNECTIONS), its errors, and each instance's memory before and after.

const PAGE = process.env.BENCH_PAGE ?? '/appeal/gaza-emergency';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const LOAD_CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? PORTS.nginx + 1);
const ALONE_PORT = Number(process.env.BENCH_ALONE_PORT ?? PORTS.sites[1] + 1);
const WRK = process.env.WRK_PATH || '/usr/bin/wrk';

interface WrkResult {
  rps: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  socketErrors: number;
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) throw new Error(`wrk latency not understood: ${value}`);
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 'ms' ? n : match[2] === 's' ? n * 1000 : n * 60_000;
}

function wrk(url: string, seconds: number, connections: number): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    execFile(WRK, ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s', url], { timeout: (seconds + 30) * 1000 }, (error, stdout) => {
      if (error) return reject(new Error(`wrk failed: ${error.message}\n${stdout}`));
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
      const p99 = /^\s+99%\s+(\S+)/m.exec(stdout);
      const requests = /(\d+) requests in/.exec(stdout);
      if (!rps || !p99 || !requests) return reject(new Error(`wrk output not understood:\n${stdout}`));
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
      const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      resolve({ rps: Number(rps[1]), p99Ms: toMs(p99[1]!), requests: Number(requests[1]), non2xx, socketErrors });
    });
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function memory(cluster: Cluster): Promise<{ rss: number; heap: number }[]> {
  return Promise.all(
    cluster.instances.map(async (instance) => {
      const inspector = inspectorUrl(instance.output());
      return { rss: treeRss(instance.child.pid!), heap: inspector ? await settledHeap(inspector) : NaN };
    }),
  );
}

async function main() {
  process.stdout.write('bench:cluster: build (reused when up to date)…\n');
  await ensureBuild();
  const staticRoot = path.join(root, '.data', 'cluster-bench', 'static');
  rmSync(staticRoot, { recursive: true, force: true });
  const cluster = await startCluster({ inspect: true, staticFiles: { root: staticRoot, port: STATIC_PORT } });
  // The same build as a single instance: no REDIS_URL, Next's own cache.
  const alone = await startInstance('alone', ALONE_PORT, { ...cluster.siteEnv, REDIS_URL: undefined, CLIENT_ADDRESS_FROM: undefined, TRUSTED_PROXIES: undefined });
  try {
    const throughNginx = `${cluster.url.nginx}${PAGE}`;
    // The page once through nginx (cached from then on) and once from an instance.
    const page = await fetch(throughNginx);
    if (page.status !== 200) throw new Error(`${PAGE} answered ${page.status}`);
    const bytes = Buffer.from(await page.arrayBuffer());
    const aloneUrl = `http://127.0.0.1:${ALONE_PORT}${PAGE}`;
    for (const url of [`${cluster.url.sites[0]}${PAGE}`, aloneUrl, aloneUrl]) {
      const answer = await fetch(url);
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    }
    mkdirSync(path.join(staticRoot, PAGE), { recursive: true });
    writeFileSync(path.join(staticRoot, PAGE, 'index.html'), bytes);
    const staticUrl = `http://127.0.0.1:${STATIC_PORT}${PAGE}/index.html`;
    const check = Buffer.from(await (await fetch(staticUrl)).arrayBuffer());
    if (!check.equals(bytes)) throw new Error('the static copy does not answer the same bytes');

    process.stdout.write(`\nOne cached content page, ${PAGE} (${bytes.length} bytes), wrk -t2 -c32 -d${SECONDS}s, best of ${ROUNDS} interleaved runs:\n`);
    // The machine is shared: each target is measured ROUNDS times, interleaved, and its best
    // run kept, so a neighbour's burst of work does not decide a ratio.
    const best = (runs: WrkResult[]) => runs.reduce((x, y) => (y.rps > x.rps ? y : x));
    const targets = [staticUrl, throughNginx, aloneUrl, `${cluster.url.sites[0]}${PAGE}`];
    const runs: WrkResult[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, url] of targets.entries()) runs[i]!.push(await wrk(url, SECONDS, 32));
    }
    const [a, b, c, cRedis] = runs.map(best) as [WrkResult, WrkResult, WrkResult, WrkResult];
    const row = (name: string, r: WrkResult) => `  ${name.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${r.p99Ms.toFixed(2).padStart(8)} ms   errors ${r.socketErrors + r.non2xx}`;
    process.stdout.write(
      [
        row('(a) nginx, static file of the bytes', a),
        row('(b) through the cluster (nginx cache)', b),
        row('(c) one next start (its own cache)', c),
        row('    one cluster instance (cache on Redis)', cRedis),
        `  b/a = ${(b.rps / a.rps).toFixed(2)} (target ≥ 0.8)   b/c = ${(b.rps / c.rps).toFixed(1)}   b/(instance on Redis) = ${(b.rps / cRedis.rps).toFixed(1)}`,
      ].join('\n') + '\n',
    );

    process.stdout.write(`\n${LOAD_SECONDS} s at ${LOAD_CONNECTIONS} connections through nginx (${PAGE}):\n`);
    const before = await memory(cluster);
    const loadRun = await wrk(throughNginx, LOAD_SECONDS, LOAD_CONNECTIONS);
    const after = await memory(cluster);
    process.stdout.write(`  ${loadRun.requests} requests, ${loadRun.rps.toFixed(0)} req/s, p99 ${loadRun.p99Ms.toFixed(2)} ms, socket errors ${loadRun.socketErrors}, non-2xx ${loadRun.non2xx}\n`);
    for (const [i, instance] of cluster.instances.entries()) {
      process.stdout.write(`  ${instance.name}: retained heap ${mb(before[i]!.heap)} → ${mb(after[i]!.heap)}, RSS ${mb(before[i]!.rss)} → ${mb(after[i]!.rss)}\n`);
    }
    if (loadRun.socketErrors + loadRun.non2xx > 0) process.exitCode = 1;
  } finally {
    await alone.stop();
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
