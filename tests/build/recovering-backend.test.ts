import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, setFault, startTestSandbox, control } from '@/tests/support/sandbox';
import { buildSite, root, siteEnv, startSite, type RunningSite } from '@/tests/support/site-build';

// An error page is never served or cached as 200. The router fails for the whole build (the
// content paths are known, every page's render fails), then recovers: no page may have been
// pre-rendered as a placeholder, a request while it still fails gets an uncached error status,
// and the first request after it recovers gets the real page.

const distDir = '.next-test-recovering';
let sandbox: Awaited<ReturnType<typeof startTestSandbox>> | undefined;
let site: RunningSite | undefined;

afterAll(async () => {
  await site?.stop();
  await sandbox?.cleanup();
  rmSync(path.join(root, distDir), { recursive: true, force: true });
});

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

describe('a backend that fails during the build and recovers after it', () => {
  it('pre-renders no placeholder, answers an uncached error while failing, then the real page', async () => {
    sandbox = await startTestSandbox();
    await setFault(sandbox, { path: '/decoupled-router', status: 500, message: 'Database is down' });
    const env = siteEnv(distDir, sandbox.url);

    const build = await buildSite(env);
    expect(build.status, build.output.slice(-3000)).toBe(0);
    expect(build.output).toContain('build_page_deferred');
    // The paths were known; none of them became a static page while the router failed.
    expect(build.output).not.toContain('Route table: 0 main paths');
    // Only the status pages (served by the resolver with their real status) say 'Error 5xx'.
    const pages = htmlFiles(path.join(root, distDir, 'server', 'app')).filter((file) => !file.includes(`${path.sep}http-status${path.sep}`));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((file) => /Error 5\d\d occurred/.test(readFileSync(file, 'utf8')))).toEqual([]);
    expect(pages.map((file) => path.relative(path.join(root, distDir), file))).not.toContain(path.join('server', 'app', 'main.html'));

    site = await startSite(env);
    // Still failing: an honest error status that nothing may store, twice over.
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${site.url}/`, { redirect: 'manual' });
      const body = await response.text();
      expect(response.status, body.slice(0, 300)).toBeGreaterThanOrEqual(500);
      expect(response.headers.get('cache-control') ?? '').toMatch(/no-store/);
      expect(response.headers.get('x-nextjs-cache')).toBeNull();
    }

    await control(sandbox, 'DELETE', '/_sandbox/faults');
    const settings = (await api(sandbox, '/site-settings', { query: { storefront: 'main' } })).body as { front_page: string };
    const routed = (await api(sandbox, '/decoupled-router', { query: { path: settings.front_page } })).body as { content: { title: string } };
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(escapeHtml(routed.content.title));

    const paths = ((await api(sandbox, '/content-paths', { query: { storefront: 'main' } })).body as { items: { path: string }[] }).items;
    const page = paths.find((p) => p.path !== settings.front_page && !p.path.startsWith('/knowledge-hub'))!;
    const pageRoute = (await api(sandbox, '/decoupled-router', { query: { path: page.path } })).body as { content: { title: string } };
    const response = await fetch(`${site.url}${page.path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(escapeHtml(pageRoute.content.title));
  }, 900_000);
});
