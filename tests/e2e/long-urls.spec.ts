import { expect, test } from './support/fixtures';

// Long or deep unknown URLs (issue 29, item 7) are 404s, not backend outages: past a sane
// length or depth the router is not asked at all, and the router refusing the question
// (400/414/431) reads as its 404. Before, a 7 KB path was a 502 and an error line each.

const ROUTER = '/decoupled-router';

test.afterEach(async ({ sandbox }) => {
  await sandbox.clearFaults();
});

test('a 7 KB or 17-deep unknown path is a 404 on both storefronts, without a router call', async ({ raw, sandbox }) => {
  await sandbox.clearRequests();
  const long = `/${'a'.repeat(7 * 1024)}`;
  const deep = `/${Array.from({ length: 17 }, (_, i) => `d${i}`).join('/')}`;
  for (const storefront of ['main', 'gifts'] as const) {
    for (const path of [long, deep, `/appeal${long}`]) {
      const response = await raw.get(storefront, path);
      expect(response.status(), `${storefront} ${path.slice(0, 40)}…`).toBe(404);
    }
  }
  const asked = (await sandbox.requests()).filter((r) => r.path === ROUTER && (r.query.path ?? '').length > 1000);
  expect(asked).toEqual([]);
  expect((await sandbox.requests()).filter((r) => r.path === ROUTER && (r.query.path ?? '').startsWith('/d0/'))).toEqual([]);
});

test("the router's 414 (or 400, 431) for an unknown path is a 404, not a 502", async ({ raw, sandbox }) => {
  for (const status of [414, 400, 431]) {
    await sandbox.setFault({ path: ROUTER, status, times: 1 });
    const response = await raw.get('main', `/no-such-page-${status}-${Date.now()}`);
    expect(response.status(), String(status)).toBe(404);
  }
});
