import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { APP_API, routeFiles, type Handler } from './routes';
import { setLogSink } from '@/request/log';

// Every API route that takes a body reads it through the bounded reader (edge/json-body.ts): a
// 5 MB body gets 413, and a chunked one is never read past its first few chunks. The routes
// are found by listing app/api/**/route.ts and importing each (issue 29, item 2: a route
// added later is swept too), not by a hand-kept list.

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn, cacheTag: vi.fn(), cacheLife: vi.fn() }));

const BODY_METHODS = ['POST', 'PUT', 'PATCH'] as const;
const FIVE_MB = 5 * 1024 * 1024;
const CHUNK = 64 * 1024;
const SECRET = 'sweep-revalidate-secret-sweep-revalidate';


/** The routes' body handlers: [label, handler] for each POST/PUT/PATCH a route file exports. */
async function bodyHandlers(): Promise<[string, Handler][]> {
  const found: [string, Handler][] = [];
  for (const file of routeFiles(APP_API)) {
    const route = (await import(file)) as Record<string, unknown>;
    for (const method of BODY_METHODS) {
      if (typeof route[method] === 'function') found.push([`${method} /${relative(join(process.cwd(), 'app'), file).replace(/\/route\.ts$/, '')}`, route[method] as Handler]);
    }
  }
  return found;
}

/** Headers that get a request past each route's own checks (media type, key, secret) to its body. */
const HEADERS = {
  'content-type': 'application/json',
  'idempotency-key': '6f1c1a4e-2b7d-4c55-9a39-0d7c1e8f2a10',
  'x-revalidate-secret': SECRET,
  'x-sweep': '1',
};

function declared(url: string, method: string): Request {
  return new Request(url, { method, headers: { ...HEADERS, 'content-length': String(FIVE_MB) }, body: '{"x":"'.padEnd(FIVE_MB - 2, 'a') + '"}' });
}

/** 5 MB sent chunked (no Content-Length), counting how much of it the route pulled. */
function chunked(url: string, method: string) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled * CHUNK >= FIVE_MB) return controller.close();
      pulled += 1;
      controller.enqueue(new TextEncoder().encode((pulled === 1 ? '{"x":"' : '').padEnd(CHUNK, 'a')));
    },
  });
  const request = new Request(url, { method, headers: HEADERS, body, duplex: 'half' } as RequestInit);
  return { request, pulledBytes: () => pulled * CHUNK };
}

describe('every API route that takes a body bounds it', () => {
  let handlers: [string, Handler][] = [];
  let restoreLog: () => void = () => undefined;
  const env = { ...process.env };

  beforeAll(async () => {
    process.env.REVALIDATE_SECRET = SECRET;
    resetConfigForTests();
    restoreLog = setLogSink(() => undefined);
    handlers = await bodyHandlers();
  });

  afterAll(() => {
    restoreLog();
    process.env = env;
    resetConfigForTests();
  });

  it('finds the body routes by listing app/api (the sweep is not empty)', () => {
    const labels = handlers.map(([label]) => label);
    // The routes known today: a new one joins the sweep by itself.
    for (const known of ['POST /api/donation/order', 'POST /api/gifts/order', 'POST /api/checkout/revolut-order', 'POST /api/csp-report', 'POST /api/vitals']) expect(labels).toContain(known);
    // Every route file whose source names a body method is among them.
    const named = routeFiles(APP_API).filter((f) => /export (?:const|(?:async )?function) (?:POST|PUT|PATCH)\b/.test(readFileSync(f, 'utf8')));
    expect(handlers.length).toBeGreaterThanOrEqual(named.length);
  });

  it('answers 413 to a declared 5 MB body on every body route', async () => {
    const results: Record<string, number> = {};
    for (const [label, handler] of handlers) {
      const [method, path] = label.split(' ') as [string, string];
      const response = await handler(declared(`http://localhost${path}`, method), { params: Promise.resolve({}) });
      results[label] = response.status;
    }
    expect(results).toEqual(Object.fromEntries(handlers.map(([label]) => [label, 413])));
  });

  it('answers 413 to a chunked 5 MB body on every body route, having read no more than its bound', async () => {
    const results: Record<string, { status: number; readAll: boolean }> = {};
    for (const [label, handler] of handlers) {
      const [method, path] = label.split(' ') as [string, string];
      const { request, pulledBytes } = chunked(`http://localhost${path}`, method);
      const response = await handler(request, { params: Promise.resolve({}) });
      // A bound of at most 1 MB and the stream's read-ahead: far less than the whole 5 MB.
      results[label] = { status: response.status, readAll: pulledBytes() >= FIVE_MB / 2 };
    }
    expect(results).toEqual(Object.fromEntries(handlers.map(([label]) => [label, { status: 413, readAll: false }])));
  });
  it('refuses JSON nested 3,000 deep with a 4xx (400, or 413 past a smaller bound), never a 5xx, on every body route (issue 46)', async () => {
    const deep = `{"x":${'['.repeat(3000)}${']'.repeat(3000)}}`;
    const results: Record<string, number | 'refused'> = {};
    for (const [label, handler] of handlers) {
      const [method, path] = label.split(' ') as [string, string];
      const response = await handler(new Request(`http://localhost${path}`, { method, headers: HEADERS, body: deep }), { params: Promise.resolve({}) });
      results[label] = response.status === 400 || response.status === 413 ? 'refused' : response.status;
    }
    expect(results).toEqual(Object.fromEntries(handlers.map(([label]) => [label, 'refused'])));
  });
});
