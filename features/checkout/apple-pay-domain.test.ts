import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { compileRedirects } from '@/edge/redirects';
import { decide } from '@/routing/decide';
import type { RoutingSnapshot } from '@/routing/state';

// Apple Pay never appeared on a real domain: Stripe needs Apple's domain association file at
// /.well-known/apple-developer-merchantid-domain-association, and that path answered 404 (the
// CMS router was asked). It is served from the configuration on both storefronts.

vi.mock('server-only', () => ({}));

const PATH = '/.well-known/apple-developer-merchantid-domain-association';
const FILE_TEXT = '7B227073704964223A2241443631324543383941313233\n';

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

async function get(host: string, env: Record<string, string>): Promise<Response> {
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  resetConfigForTests();
  vi.resetModules();
  const { GET } = await import('@/app/api/apple-pay/domain-association/route');
  return GET(new Request(`http://${host}${PATH}`, { headers: { host } }));
}

describe('Apple Pay domain association', () => {
  it('the middleware sends the path on both storefronts to the route handler, never to the router', async () => {
    const empty = { known: () => false, changed: () => undefined, hasCopy: () => false, redirects: compileRedirects([]), homeAlias: null };
    const snapshot: RoutingSnapshot = { main: empty, gifts: empty };
    const hosts = { main: ['localhost'], gifts: ['gifts.localhost'] };
    for (const host of ['localhost:3000', 'gifts.localhost:3000']) {
      const decision = await decide({ host, method: 'GET', path: PATH, query: new URLSearchParams(), draftMode: false, secure: true }, { hosts, snapshot, config: { APP_ENV: 'production', ADMIN_SECRET: undefined, PAYMENT_SECRET: undefined } });
      expect(decision, host).toMatchObject({ kind: 'render', page: '/api/apple-pay/domain-association' });
    }
  });

  it('serves APPLE_PAY_DOMAIN_ASSOCIATION as text/plain on both hosts', async () => {
    for (const host of ['localhost:3000', 'gifts.localhost:3000']) {
      const response = await get(host, { APPLE_PAY_DOMAIN_ASSOCIATION: FILE_TEXT });
      expect(response.status, host).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe(FILE_TEXT);
    }
  });

  it('or the file APPLE_PAY_DOMAIN_ASSOCIATION_FILE names', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'apple-pay-')), 'association');
    writeFileSync(file, FILE_TEXT);
    const response = await get('localhost', { APPLE_PAY_DOMAIN_ASSOCIATION_FILE: file });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(FILE_TEXT);
  });

  it('404 when unset, or when the file cannot be read (logged)', async () => {
    expect((await get('localhost', {})).status).toBe(404);
    // The route's modules are fresh ones (vi.resetModules): its logger writes to the console.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await get('localhost', { APPLE_PAY_DOMAIN_ASSOCIATION_FILE: '/nonexistent/association' })).status).toBe(404);
      expect(errors.mock.calls.map((c) => JSON.parse(String(c[0])).event)).toEqual(['apple_pay_association_unreadable']);
    } finally {
      errors.mockRestore();
    }
  });

  it('403 to a host the site does not serve', async () => {
    expect((await get('evil.example', { APPLE_PAY_DOMAIN_ASSOCIATION: FILE_TEXT })).status).toBe(403);
  });
});
