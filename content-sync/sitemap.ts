import { fetchSiteSettings, type Storefront } from '@/edge/backend';
import { siteUrl } from '@/edge/config';
import { parseSettings } from '@/features/settings';
import { listContentPaths } from './content-paths';
import { SETTINGS_TAG } from '@/request/cache-tags';

// sitemap.xml and robots.txt per storefront, from the same content paths the build renders.

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Paths hidden behind the '/' alias are listed as '/'. */
export function sitemapXml(origin: string, entries: { path: string; changed?: string | null }[], homeAlias: string | null): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of [{ path: '/', changed: null }, ...entries]) {
    const path = entry.path === homeAlias ? '/' : entry.path;
    if (seen.has(path)) continue;
    seen.add(path);
    const lastmod = entry.changed ? `<lastmod>${escapeXml(entry.changed)}</lastmod>` : '';
    urls.push(`<url><loc>${escapeXml(origin + (path === '/' ? '/' : encodeURI(path)))}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export async function sitemapResponse(storefront: Storefront): Promise<Response> {
  const [paths, homeAlias] = await Promise.all([
    listContentPaths(storefront),
    fetchSiteSettings(storefront, { next: { tags: [SETTINGS_TAG] } })
      .then((raw) => {
        const s = parseSettings(raw);
        return storefront === 'main' ? s.frontPage : s.gifts.homePath;
      })
      .catch(() => null),
  ]);
  return new Response(sitemapXml(siteUrl(storefront), paths, homeAlias), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}

const PRIVATE_PATHS: Record<Storefront, string[]> = { main: ['/api/', '/search'], gifts: ['/api/', '/basket', '/cards', '/checkout'] };

export function robotsTxt(storefront: Storefront, origin: string): string {
  const disallow = PRIVATE_PATHS[storefront].map((p) => `Disallow: ${p}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function robotsResponse(storefront: Storefront): Response {
  return new Response(robotsTxt(storefront, siteUrl(storefront)), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
