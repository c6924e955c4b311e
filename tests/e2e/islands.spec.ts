import { expect, test } from './support/fixtures';

// Issue 39: the donation chooser and an embed's consent are split off the content route's
// chunk (next/dynamic wrappers, features/*/components/Lazy*.tsx). They are still in the
// server's HTML, and their code comes only with the pages that show them.

const APPEAL = '/appeal/gaza-emergency';
const NEWS = '/news/bangladesh-monsoon-floods'; // no donation block, no embed
const EMBED = '/about-us'; // a Vimeo embed

/** Every chunk a page's HTML names: its script tags, and the ones its RSC payload loads for its client components. */
const scriptsOf = (html: string) => new Set([...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0]));

test('the chooser and the embed placeholder are in the server’s HTML, working without JavaScript to read', async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.mainURL });
  const page = await context.newPage();
  await page.goto(APPEAL);
  await expect(page.locator('form[data-donation-chooser]').first()).toBeVisible();
  await expect(page.locator('form[data-donation-chooser] input[name="amount"]').first()).toBeVisible();
  await page.goto(EMBED);
  await expect(page.getByRole('button', { name: 'Accept and show' }).first()).toBeVisible();
  await context.close();
});

test('a page without a donation block or an embed loads neither island’s code', async ({ raw }) => {
  const appeal = scriptsOf(await (await raw.get('main', APPEAL)).text());
  const embed = scriptsOf(await (await raw.get('main', EMBED)).text());
  const news = scriptsOf(await (await raw.get('main', NEWS)).text());
  const onlyAppeal = [...appeal].filter((src) => !news.has(src));
  const onlyEmbed = [...embed].filter((src) => !news.has(src));
  expect(onlyAppeal.length, 'the chooser’s own chunk').toBeGreaterThan(0);
  expect(onlyEmbed.length, 'the embed consent’s own chunk').toBeGreaterThan(0);
});
