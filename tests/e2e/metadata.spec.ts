import { expect, test } from './support/fixtures';

// Metadata from the backend's metatags, the sitemap and robots.txt.

test.describe('metadata', () => {
  test('a content page has title, description, canonical and og:title', async ({ page, site }) => {
    await page.goto('/about-us');
    await expect(page).toHaveTitle('About us');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Concern Aid is an international humanitarian organisation/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.mainURL}/about-us`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About us | Concern Aid');
  });

  test('/sitemap.xml lists the content URLs', async ({ raw, site }) => {
    const response = await raw.get('main', '/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/about-us', '/appeal/gaza-emergency', '/stories/almaz-water-point-ethiopia', '/countries/ethiopia', '/publications']) {
      expect(locs).toContain(`${site.mainURL}${path}`);
    }
    // The front page is listed as '/', not under its alias; drafts are not listed.
    expect(locs).not.toContain(`${site.mainURL}/home`);
    expect(locs).not.toContain(`${site.mainURL}/news/haiti-school-meals-expansion`);
  });

  test('/robots.txt names the sitemap', async ({ raw, site }) => {
    const main = await raw.get('main', '/robots.txt');
    expect(main.status()).toBe(200);
    expect(await main.text()).toContain(`Sitemap: ${site.mainURL}/sitemap.xml`);
    const gifts = await raw.get('gifts', '/robots.txt');
    expect(gifts.status()).toBe(200);
    expect(await gifts.text()).toContain(`Sitemap: ${site.giftsURL}/sitemap.xml`);
  });
});
