import { expect, test, type Storefront } from './support/fixtures';

// Every link on every page of both sitemaps leads somewhere: site paths answer 200 (or a
// redirect), links into the other storefront and to backend files too. App pages that later
// work adds are listed, so that this test starts checking them the day they land.

const NOT_BUILT_YET: Record<Storefront, string[]> = { main: [], gifts: [] };

function linksOf(html: string): string[] {
  return [...html.matchAll(/href="([^"#]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&')).filter((href) => !href.startsWith('/_next/'));
}

test('every link on every sitemap page leads somewhere', async ({ raw, site, request }) => {
  test.setTimeout(120_000);
  const origins: Record<string, Storefront> = { [site.mainURL]: 'main', [site.giftsURL]: 'gifts' };
  const pages = new Set<string>();
  const links = new Map<string, string>(); // target → a page it is on
  for (const storefront of ['main', 'gifts'] as const) {
    const sitemap = await (await raw.get(storefront, '/sitemap.xml')).text();
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) pages.add(`${storefront} ${new URL(loc!).pathname}`);
  }
  expect(pages.size).toBeGreaterThan(60);
  for (const entry of pages) {
    const [storefront, path] = entry.split(' ') as [Storefront, string];
    const response = await raw.get(storefront, path);
    expect(response.status(), entry).toBe(200);
    for (const href of linksOf(await response.text())) {
      const target = href.startsWith('/') ? `${storefront} ${href}` : href;
      if (!links.has(target)) links.set(target, entry);
    }
  }
  const broken: string[] = [];
  let backendFiles = 0;
  for (const [target, from] of links) {
    if (target.startsWith('http')) {
      const url = new URL(target);
      const storefront = origins[url.origin];
      if (storefront) {
        const status = (await raw.get(storefront, url.pathname + url.search)).status();
        if (status >= 400) broken.push(`${target} → ${status} (on ${from})`);
      } else if (url.origin === site.sandboxURL) {
        backendFiles += 1;
        const status = (await request.get(target, { failOnStatusCode: false })).status();
        if (status >= 400) broken.push(`${target} → ${status} (on ${from})`);
      }
      continue; // other sites (embeds' 'View on …' links) are not ours to check
    }
    const [storefront, path] = target.split(' ') as [Storefront, string];
    if (NOT_BUILT_YET[storefront].includes(path)) continue;
    const status = (await raw.get(storefront, path)).status();
    if (status >= 400) broken.push(`${target} → ${status} (on ${from})`);
  }
  expect(broken).toEqual([]);
  expect(backendFiles, 'publication downloads are links to the backend').toBeGreaterThan(0);
});
