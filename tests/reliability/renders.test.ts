import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTableFile, type RouteTable } from '@/routing/build-table';
import { recordFigure, reliability } from './figures';
import { rawRequest } from './http';
import { liveObjects, settledHeap } from './memory';

// Issue 38: a crawler's cold sweep must leave the server's memory bounded. Each page rendered on
// demand must leave nothing behind once it is served and stored. On Node 20 a finished render's
// abort reason kept its stack's raw frames, and through them the timers of other renders: every
// render stayed reachable from the first one held by anything long-lived (request/render-memory.ts
// says how). The tell is the finished Immediates still alive: a handful in a quiet server, one or
// more per render while renders are chained.

/** Readers at once, as a crawler's connections. */
const READERS = 16;
const ROUNDS = 4;
/** Immediates alive in a quiet server vary by a few (sockets, timers of the moment); a chain adds one or more per render. */
const IMMEDIATES_GROWTH_LIMIT = 40;
const IMMEDIATE = 'Object.getPrototypeOf(setImmediate(() => {}))';

describe('renders on demand (issue 38)', () => {
  it('pages re-rendered after the webhook, 16 at a time: the renders are not kept', async () => {
    const { siteUrl, siteInspector, distDir, secrets } = reliability();
    expect(siteInspector, 'the site server printed no inspector address').toBeTruthy();
    const host = `localhost:${new URL(siteUrl).port}`;
    const table = JSON.parse(readFileSync(routeTableFile(distDir), 'utf8')) as RouteTable;
    const paths = table.main.paths;
    expect(paths.length, 'the build listed the seed pages').toBeGreaterThan(30);
    const statuses = new Map<number, number>();
    let rendered = 0;
    // The settings webhook marks every page stale; each page's next view is served and starts its
    // render, so each round renders every page again, READERS at a time.
    const round = async () => {
      const hook = await rawRequest(`${siteUrl}/api/revalidate`, {
        method: 'POST',
        host,
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secrets.REVALIDATE_SECRET ?? '' },
        body: '{"tags":["settings"]}',
      });
      expect(hook.status).toBe(200);
      const queue = [...paths];
      await Promise.all(
        Array.from({ length: READERS }, async () => {
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            const response = await rawRequest(`${siteUrl}${path}`, { host });
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            if (response.status === 200) rendered += 1;
          }
        }),
      );
    };
    // The first round fills what is bounded (Next's caches, the data cache, connections).
    await round();
    const before = { heap: await settledHeap(siteInspector!), immediates: await liveObjects(siteInspector!, IMMEDIATE) };
    statuses.clear();
    rendered = 0;
    for (let i = 0; i < ROUNDS; i++) await round();
    const after = { heap: await settledHeap(siteInspector!), immediates: await liveObjects(siteInspector!, IMMEDIATE) };
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    recordFigure('renders on demand', `${ROUNDS} rounds of ${paths.length} pages after the webhook, ${READERS} at a time`, [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' '));
    recordFigure('renders on demand', 'retained heap, before → after', `${mb(before.heap)} → ${mb(after.heap)} (${((after.heap - before.heap) / 1024 / rendered).toFixed(1)} KB a render)`);
    recordFigure('renders on demand', 'finished Immediates alive, before → after', `${before.immediates} → ${after.immediates}`);
    expect([...statuses.keys()].every((status) => status < 400), 'every page served (a listed path may redirect)').toBe(true);
    expect(rendered).toBeGreaterThan(ROUNDS * 30);
    expect(after.immediates - before.immediates).toBeLessThan(IMMEDIATES_GROWTH_LIMIT);
  });
});
