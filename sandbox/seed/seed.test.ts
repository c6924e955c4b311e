import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, EMBED_KINDS, type BlockType } from '@/features/blocks';
import { NODE_BUNDLES } from '@/features/content';
import { buildSeed, KNOWLEDGE_HUB_THEMES } from '../store';
import type { Block, CountrySeed } from './types';

// What the seed must hold for every later feature and test to have something real to show.

function allBlocks(seed: CountrySeed): Block[] {
  return [
    ...seed.nodes.flatMap((n) => [...n.fields.blocks, ...n.fields.sidebar_blocks]),
    ...seed.products.flatMap((p) => p.fields.blocks),
    ...seed.categories.flatMap((c) => [...c.fields.blocks, ...c.fields.blocks_bottom]),
  ];
}

const NOW = Date.now();
const APPEAL_IDS = { IE: ['1175', '1176'], GB: ['1090', '167'] } as const;

describe.each(['IE', 'GB'] as const)('the %s seed', (country) => {
  const seed = buildSeed(country);
  const published = seed.nodes.filter((n) => n.fields.published);
  const paths = new Set([...seed.nodes, ...seed.products, ...seed.categories].map((e) => e.url));

  it('has at least 40 routable nodes, at least two of every bundle, with unique ids and paths', () => {
    expect(published.length).toBeGreaterThanOrEqual(40);
    for (const bundle of NODE_BUNDLES) expect(published.filter((n) => n.entity_bundle === bundle).length, bundle).toBeGreaterThanOrEqual(2);
    expect(new Set(seed.nodes.map((n) => n.id)).size).toBe(seed.nodes.length);
    expect(paths.size).toBe(seed.nodes.length + seed.products.length + seed.categories.length);
    expect(seed.nodes.filter((n) => !n.fields.published)).toHaveLength(2);
  });

  it('has the front page, /donate and the appeals with their appeal ids', () => {
    expect(seed.settings.main.front_page).toBe('/home');
    expect(paths.has('/home')).toBe(true);
    expect(seed.nodes.find((n) => n.url === '/donate')?.fields.blocks.some((b) => b.type === 'donation_hero')).toBe(true);
    const appeals = seed.nodes.filter((n) => n.entity_bundle === 'appeal').map((n) => n.fields.appeal_id);
    expect(appeals).toEqual(expect.arrayContaining([...APPEAL_IDS[country]]));
  });

  it('uses every block type and every embed kind somewhere', () => {
    const blocks = allBlocks(seed);
    const used = new Set<BlockType>(blocks.map((b) => b.type));
    expect([...BLOCK_TYPES].filter((t) => !used.has(t))).toEqual([]);
    const kinds = new Set(blocks.flatMap((b) => (b.type === 'embed' ? [b.kind] : [])));
    expect([...EMBED_KINDS].filter((k) => !kinds.has(k))).toEqual([]);
  });

  it('prices donation presets in whole amounts with {AMOUNT} texts and at least one range', () => {
    const presets = allBlocks(seed).flatMap((b) => (b.type === 'donation_hero' || b.type === 'donation_inline' ? [...b.presets.single, ...b.presets.monthly] : []));
    expect(presets.length).toBeGreaterThan(0);
    for (const preset of presets) expect(preset.text).toContain('{AMOUNT}');
    expect(presets.some((p) => p.amount_to !== null)).toBe(true);
  });

  it('carries every knowledge-hub theme', () => {
    for (const theme of KNOWLEDGE_HUB_THEMES) {
      expect(published.some((n) => n.fields.topics.some((t) => t.type === 'theme' && t.value === theme)), theme).toBe(true);
    }
  });

  it('has menus, an emergency appeal banner with visibility rules, an event banner, redirects, source codes and consent texts', () => {
    const main = seed.settings.main;
    expect(main.menus.header.length).toBeGreaterThan(0);
    expect(main.menus.footer.length).toBeGreaterThan(0);
    expect(main.banners.appeal).toMatchObject({ active: true, emergency: true });
    const visibility = main.banners.appeal!.visibility;
    expect(Object.values(visibility).every((rules) => rules.length > 0)).toBe(true);
    expect(main.banners.event).toMatchObject({ active: true, cta1: expect.any(Object), cta2: expect.any(Object) });
    expect(new Set(main.redirects.map((r) => r.status))).toEqual(new Set([301, 302]));
    expect(new Set(seed.routerRedirects.map((r) => r.status))).toEqual(new Set([301, 302]));
    expect(main.source_codes.filter((s) => Date.parse(s.starts_at) > NOW)).toHaveLength(1);
    expect(main.source_codes.filter((s) => Date.parse(s.starts_at) <= NOW).length).toBeGreaterThan(0);
    for (const kind of EMBED_KINDS) expect(main.consent[kind].length, kind).toBeGreaterThan(20);
    expect(Object.keys(main.checkout.tooltips).length).toBeGreaterThan(0);
  });

  it('has at least 30 products over every product type, in its own currency', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(30);
    const types = new Set(seed.products.map((p) => (p.fields.subtype ? `${p.entity_bundle}__${p.fields.subtype}` : p.entity_bundle)));
    expect([...types].sort()).toEqual(['gift', 'gift__donation', 'gift_corporate', 'gift_corporate__custom_price', 'gift_free', 'gift_santa_letter', 'gifts_bundle']);
    for (const product of seed.products) expect(product.fields.prices.map((p) => p.currency)).toEqual([seed.currency]);
    const gifts = seed.products.filter((p) => p.entity_bundle === 'gift');
    expect(gifts.some((p) => p.fields.ecard_active && !p.fields.postal_card_active)).toBe(true);
    expect(gifts.some((p) => p.fields.postal_card_active)).toBe(true);
    expect(seed.products.filter((p) => p.fields.new_till && Date.parse(p.fields.new_till) > NOW).length).toBeGreaterThan(0);
    const free = seed.products.filter((p) => p.entity_bundle === 'gift_free');
    expect(free.filter((p) => p.fields.automatically_add_to_basket)).toHaveLength(1);
    expect(free.every((p) => p.fields.threshold !== null)).toBe(true);
  });

  it("has at least 6 categories including 'All gifts', and the four kinds of coupon", () => {
    expect(seed.categories.length).toBeGreaterThanOrEqual(6);
    expect(seed.categories.filter((c) => c.fields.is_all)).toHaveLength(1);
    const offers = Object.fromEntries(seed.coupons.map((c) => [c.code, c.offer.type]));
    expect(offers).toMatchObject({ WINTER10: 'percentage', SAVE5: 'fixed', FREEGIFT: 'free_gift' });
    expect(seed.coupons.some((c) => c.expires_at !== null && Date.parse(c.expires_at) < NOW)).toBe(true);
  });

  it('gives each gift region its own flag', () => {
    const regions = seed.settings.gifts.gifts.regions;
    expect(regions.map((r) => r.country_code)).toEqual(['IE', 'GB', 'US']);
    expect(new Set(regions.map((r) => r.image.url)).size).toBe(regions.length);
    for (const region of regions) expect(existsSync(new URL(`../images/${region.image.url.replace(/^\/images\/|\.png$/g, '')}.svg`, import.meta.url)), region.label).toBe(true);
  });

  it("names the charity and its registered numbers, linked to the public registers, on both storefronts", () => {
    const registers = country === 'GB' ? [/^https:\/\/register-of-charities\.charitycommission\.gov\.uk\/.*\/1099175$/, /^https:\/\/www\.oscr\.org\.uk\/.*number=SC046175$/] : [/^https:\/\/www\.charitiesregulator\.ie\/.*regid=20011750$/, /^https:\/\/www\.revenue\.ie\//];
    for (const storefront of ['main', 'gifts'] as const) {
      const charity = seed.settings[storefront].charity!;
      expect(charity.name).toMatch(/^Concern Aid/);
      expect(charity.address).toBeTruthy();
      const urls = charity.numbers.map((n) => n.url ?? '');
      for (const register of registers) expect(urls.some((u) => register.test(u)), String(register)).toBe(true);
    }
  });

  it('names the fundraising standards the charity keeps, on both storefronts: the Charities Regulator and the Triple Lock (IE), the Fundraising Regulator (GB)', () => {
    const expected = country === 'GB' ? [/Fundraising Regulator/] : [/Charities Regulator/, /Triple Lock/];
    for (const storefront of ['main', 'gifts'] as const) {
      const standards = seed.settings[storefront].charity!.standards ?? [];
      expect(standards).toHaveLength(expected.length);
      expected.forEach((label, i) => expect(standards[i]!.label).toMatch(label));
      for (const standard of standards) expect(standard.url).toMatch(/^https:\/\//);
    }
  });

  it('links only to paths it routes, app routes or the catalogue', () => {
    const appRoutes = /^\/($|knowledge-hub|search|cookie-policy|content\/|basket$|cards$|checkout$|donate\/)/;
    const links: string[] = [];
    JSON.stringify(seed, (key, value: unknown) => {
      if ((key === 'url' || key === 'landing_page_url' || key === 'to' || key === 'home_path' || key === 'catalogue_url' || key === 'front_page') && typeof value === 'string' && value.startsWith('/') && !value.startsWith('/images/') && !value.startsWith('/files/')) {
        links.push(value);
      }
      return value;
    });
    const redirectSources = new Set([...seed.routerRedirects, ...seed.settings.main.redirects, ...seed.settings.gifts.redirects].map((r) => r.from));
    const dangling = [...new Set(links)].filter((l) => !paths.has(l.split(/[?#]/)[0]!) && !appRoutes.test(l) && !redirectSources.has(l));
    expect(dangling).toEqual([]);
  });
});
