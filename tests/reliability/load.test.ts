import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { recordFigure, reliability } from './figures';

// Load (`npm run test:reliability:load`, not in `npm test`: it takes over two minutes): 60 s at
// 64 connections on a cached page and on the order route with invalid bodies. 0 errors
// (connection errors, time-outs, 5xx), and the site server's resident memory after a run
// within 10% of before it (measured after a short warm-up, so start-up caches are counted in
// the baseline). Orders are refused before any backend call (429 past the burst limit, 400
// before it), so the run measures the route, not the sandbox.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);

/** Resident memory (bytes) of a process and all its descendants (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift()!;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, 'utf8'));
      total += match ? Number(match[1]) * 1024 : 0;
    } catch {
      // gone
    }
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const TARGETS = [
  { name: 'cached page GET /', options: { method: 'GET' as const, path: '/' } },
  {
    name: 'order route POST /api/donation/order, invalid bodies',
    options: {
      method: 'POST' as const,
      path: '/api/donation/order',
      headers: { 'content-type': 'application/json', 'idempotency-key': '6f1c3b52-0c2e-4e44-9d8a-1f7c9c1b2a01' },
      body: JSON.stringify({ order: { type: 'donation', order_items: [{ unit_price: { number: '-1', currency_code: 'XXX' } }] } }),
    },
  },
];

describe(`load: ${SECONDS} s at ${CONNECTIONS} connections`, () => {
  for (const target of TARGETS) {
    it(`${target.name}: 0 errors, memory flat`, async () => {
      const { siteUrl, sitePid } = reliability();
      const { path, ...options } = target.options;
      const url = `${siteUrl}${path}`;
      await run({ url, ...options, connections: 8, duration: 5 });
      const before = treeRss(sitePid);
      const result = await run({ url, ...options, connections: CONNECTIONS, duration: SECONDS });
      // Measured once the last responses are out and the collector has had a moment.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const after = treeRss(sitePid);
      const serverErrors = Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, stat]) => sum + (stat as { count: number }).count, 0);
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .map(([status, stat]) => `${status}×${(stat as { count: number }).count}`)
        .join(' ');
      const errors = result.errors + result.timeouts + serverErrors;
      recordFigure('load', `${target.name}: requests (statuses)`, `${result.requests.total} (${statuses})`);
      recordFigure('load', `${target.name}: latency p50 / p99`, `${result.latency.p50} ms / ${result.latency.p99} ms`);
      recordFigure('load', `${target.name}: errors (connection, time-out, 5xx)`, `${errors} (${result.errors}, ${result.timeouts}, ${serverErrors})`);
      recordFigure('load', `${target.name}: server RSS before → after`, `${mb(before)} → ${mb(after)} (${(((after - before) / before) * 100).toFixed(1)}%)`);
      expect(result.requests.total).toBeGreaterThan(0);
      expect(errors).toBe(0);
      expect(after).toBeLessThanOrEqual(before * 1.1);
    }, (SECONDS + 60) * 1000);
  }
});
