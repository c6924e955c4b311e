import { join, relative } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { APP_API, routeFiles, type Handler } from './routes';

// Every API route refuses a Host the site does not serve (issue 29: an order was accepted with
// `Host: evil.example`), before it reads a body or calls the backend; the webhook also answers
// on the internal host (127.0.0.1). The routes are
// found by listing app/api/**/route.ts, so a route added later is checked too.

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn, cacheTag: vi.fn(), cacheLife: vi.fn() }));

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const INTERNAL = new Set(['/api/revalidate']);
// Probed by address by load balancers and Docker (docs/runbook.md "Health checks"): any Host; features/common/health.test.ts.
const ANY_HOST = new Set(['/api/health/live', '/api/health/ready']);


async function handlers(): Promise<{ route: string; method: string; handler: Handler }[]> {
  const found: { route: string; method: string; handler: Handler }[] = [];
  for (const file of routeFiles(APP_API)) {
    const exported = (await import(file)) as Record<string, unknown>;
    const route = `/${relative(join(process.cwd(), 'app'), file).replace(/\/route\.ts$/, '')}`.replace('/[[...path]]', '');
    for (const method of METHODS) if (typeof exported[method] === 'function') found.push({ route, method, handler: exported[method] as Handler });
  }
  return found;
}

function request(route: string, method: string, host: string): { request: Request; read: () => boolean } {
  let pulled = false;
  const body =
    method === 'GET'
      ? undefined
      : new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled = true;
            controller.enqueue(new TextEncoder().encode('{}'));
            controller.close();
          },
        });
  const init: RequestInit & { duplex?: 'half' } = { method, headers: { host, 'content-type': 'application/json', 'idempotency-key': '6f1c1a4e-2b7d-4c55-9a39-0d7c1e8f2a10' }, body, duplex: 'half' };
  return { request: new Request(`http://${host}${route}`, init), read: () => pulled };
}

describe('API routes and unknown hosts', () => {
  it('answer 403 to Host: evil.example on every route, without reading the body', async () => {
    const found = await handlers();
    expect(found.length).toBeGreaterThanOrEqual(12);
    const backend = vi.spyOn(globalThis, 'fetch');
    try {
      for (const { route, method, handler } of found) {
        if (ANY_HOST.has(route)) continue;
        const sent = request(route, method, 'evil.example');
        const response = await handler(sent.request, { params: Promise.resolve({}) });
        expect(response.status, `${method} ${route}`).toBe(403);
        expect(sent.read(), `${method} ${route} read the body`).toBe(false);
      }
      expect(backend).not.toHaveBeenCalled();
    } finally {
      backend.mockRestore();
    }
  });

  it('let the webhook in on the internal host, and no other route', async () => {
    // A deployment whose storefront hosts are public names: 127.0.0.1 is only the internal host.
    vi.stubEnv('MAIN_HOSTS', 'www.example.ie');
    resetConfigForTests();
    onTestFinished(() => {
      vi.unstubAllEnvs();
      resetConfigForTests();
    });
    for (const { route, method, handler } of await handlers()) {
      if (ANY_HOST.has(route) || route.startsWith('/api/search') || route.startsWith('/api/checkout') || route.startsWith('/api/flags')) continue; // they would call the backend
      const response = await handler(request(route, method, '127.0.0.1:3000').request, { params: Promise.resolve({}) });
      if (INTERNAL.has(route)) expect(response.status, `${method} ${route}`).not.toBe(403);
      else expect(response.status, `${method} ${route}`).toBe(403);
    }
  });
});
