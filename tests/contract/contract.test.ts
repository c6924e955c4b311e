import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrder,
  fetchContentListing,
  fetchGiftsCatalogue,
  fetchKnowledgeHub,
  fetchRoute,
  fetchSearch,
  fetchSiteSettings,
  findAddresses,
  validateBankAccount,
  validateCoupon,
  type Storefront,
} from '@/edge/backend';
import { resetConfigForTests } from '@/edge/config';
import type { Block } from '@/features/blocks';
import { parseAddressFind, parseBankValidation, parseOrderResponse } from '@/features/checkout';
import { parseListing, parseRouteResponse, type RoutedEntity } from '@/features/content';
import { parseCatalogue, parseCouponResponse, type Catalogue, type CatalogueLocation } from '@/features/gifts';
import { parseSettings, type SiteSettings } from '@/features/settings';
import { listContentPaths } from '@/content-sync/content-paths';
import { donationOrder, giftOrder, newKey } from '@/tests/support/orders';
import { startTestSandbox } from '@/tests/support/sandbox';
import { collectDrift, saveDrift, type Drift } from './drift';

// Contract tests: every answer of every endpoint, parsed by the site's own schemas (the same
// code path pages use: edge/backend → features/*). They fail when the sandbox and the schemas
// drift. With CONTRACT_BACKEND_URL set they check that backend instead (read-only: no orders);
// `npm run check:backend` does that and prints every field that does not match (./drift.ts).

const external = process.env.CONTRACT_BACKEND_URL;
const THEMES = ['disaster-risk-reduction', 'graduation', 'innovations', 'learning', 'gender-equality', 'conservative-agriculture', 'monitoring-and-evaluation'];

/** Blocks the registry would show as a fallback: the contract allows none from our backend. */
function fallbackBlocks(blocks: Block[]): Block[] {
  return blocks.filter((b) => b.type === 'unknown' || b.type === 'invalid');
}

function blocksOf(entity: RoutedEntity): Block[] {
  if (entity.entityType === 'node') return [...entity.node.blocks, ...entity.node.sidebarBlocks];
  if (entity.entityType === 'taxonomy_term') return [...entity.category.blocks, ...entity.category.blocksBottom];
  return entity.product.bundle === 'gift_free' ? [] : entity.product.blocks;
}

for (const country of external ? (['external'] as const) : (['IE', 'GB'] as const)) {
  describe(`contract: ${country === 'external' ? external : `sandbox ${country}`}`, () => {
    let cleanup: () => Promise<void> = async () => {};
    const settings = {} as Record<Storefront, SiteSettings>;
    let location: CatalogueLocation;
    let catalogue: Catalogue;
    let collected: { drift: Drift[]; stop(): void };

    beforeAll(async () => {
      collected = collectDrift();
      let url = external;
      if (!url) {
        const sandbox = await startTestSandbox({ country: country as 'IE' | 'GB' });
        url = sandbox.url;
        cleanup = () => sandbox.cleanup();
      }
      process.env.BACKEND_URL = url;
      resetConfigForTests();
    });
    afterAll(async () => {
      collected.stop();
      saveDrift(collected.drift);
      delete process.env.BACKEND_URL;
      resetConfigForTests();
      await cleanup();
    });

    it('site settings parse for both storefronts with no section falling back', async () => {
      for (const storefront of ['main', 'gifts'] as const) {
        settings[storefront] = parseSettings(await fetchSiteSettings(storefront));
        expect(settings[storefront].problems, storefront).toEqual([]);
        expect(settings[storefront].menus.header.length, storefront).toBeGreaterThan(0);
        expect(settings[storefront].menus.footer.length, storefront).toBeGreaterThan(0);
      }
      location = { catalogueUrl: settings.gifts.gifts.catalogueUrl, homePath: settings.gifts.gifts.homePath };
    });

    it('the gifts catalogue parses into view models', async () => {
      catalogue = parseCatalogue(await fetchGiftsCatalogue(), location);
      expect(catalogue.products.length).toBeGreaterThan(0);
      expect(catalogue.categories.filter((c) => c.isAll)).toHaveLength(1);
      for (const item of [...catalogue.products.flatMap((p) => (p.bundle === 'gift_free' ? [] : p.blocks)), ...catalogue.categories.flatMap((c) => [...c.blocks, ...c.blocksBottom])]) {
        expect(fallbackBlocks([item])).toEqual([]);
      }
    });

    it('every content path of both storefronts routes to an entity that parses', async () => {
      let routed = 0;
      for (const storefront of ['main', 'gifts'] as const) {
        const paths = await listContentPaths(storefront);
        expect(paths.length, storefront).toBeGreaterThan(0);
        for (const { path, entity_bundle } of paths) {
          const result = parseRouteResponse(await fetchRoute({ path }), location);
          expect(result.kind, path).toBe('entity');
          if (result.kind !== 'entity') continue;
          const entity = result.entity;
          const bundle = entity.entityType === 'node' ? entity.node.bundle : entity.entityType === 'commerce_product' ? entity.product.bundle : 'gift_category';
          expect(bundle, path).toBe(entity_bundle);
          expect(fallbackBlocks(blocksOf(entity)), path).toEqual([]);
          routed += 1;
        }
      }
      expect(routed).toBeGreaterThan(40);
    });

    it('the front page, redirects and missing paths parse as their outcomes', async () => {
      const home = parseRouteResponse(await fetchRoute({ path: settings.main.frontPage }), location);
      expect(home.kind).toBe('entity');
      for (const redirect of settings.main.redirects) {
        const answer = parseRouteResponse(await fetchRoute({ path: redirect.from }), location);
        // A configured redirect the router does not know is fine: the edge applies it.
        expect(['redirect', 'error'], redirect.from).toContain(answer.kind);
      }
      expect(parseRouteResponse(await fetchRoute({ path: '/no-such-page-anywhere' }), location)).toEqual({ kind: 'error', statusCode: 404 });
      // A decoded path with a literal '%', '?' or '#' (a reader's '/about/i-%25Si%3F') is a missing page, not a bad request.
      expect(parseRouteResponse(await fetchRoute({ path: '/about/i-%Si$T?x#y' }), location)).toEqual({ kind: 'error', statusCode: 404 });
    });

    it('listings, search and the knowledge hub parse', async () => {
      const terms = new Map<string, { type: string; value: string }>();
      for (const path of (await listContentPaths('main')).slice(0, 60)) {
        const result = parseRouteResponse(await fetchRoute({ path: path.path }), location);
        if (result.kind !== 'entity' || result.entity.entityType !== 'node') continue;
        const node = result.entity.node;
        for (const term of [...(node.country ? [node.country] : []), ...node.topics]) terms.set(`${term.type}/${term.value}`, term);
      }
      expect(terms.size).toBeGreaterThan(0);
      for (const term of terms.values()) {
        const listing = parseListing(await fetchContentListing(term.type, term.value));
        expect(listing.items.length, `${term.type}/${term.value}`).toBeGreaterThan(0);
      }
      expect(parseListing(await fetchSearch('water')).total).toBeGreaterThan(0);
      expect(parseListing(await fetchKnowledgeHub(null)).items.length).toBeGreaterThan(0);
      for (const theme of THEMES) expect(parseListing(await fetchKnowledgeHub(theme)).items.length, theme).toBeGreaterThan(0);
    });

    it('coupons parse as fulfilled or rejected', async () => {
      const gift = catalogue.products.find((p) => p.type === 'gift')!;
      const price = Object.values(gift.price)[0]!;
      const items = [{ purchased_entity: { sku: price.sku }, unit_price: { number: '60.00' }, quantity: 1 }];
      expect(parseCouponResponse(await validateCoupon(items, 'WINTER10'))).toMatchObject({ status: 'fulfilled', code: 'WINTER10', totalPrice: 5400, discount: 600 });
      expect(parseCouponResponse(await validateCoupon(items, 'FREEGIFT'))).toMatchObject({ status: 'fulfilled', offerType: 'free_gift_by_coupon' });
      expect(parseCouponResponse(await validateCoupon(items, 'SUMMER2025'))).toMatchObject({ status: 'rejected' });
    });

    it('address and bank look-ups parse', async () => {
      const gb = parseAddressFind(await findAddresses('GB', 'SW1A 1AA'));
      expect(gb.length).toBeGreaterThan(0);
      expect(parseAddressFind(await findAddresses('IE', 'D02 X285')).length).toBeGreaterThan(0);
      expect(parseBankValidation(await validateBankAccount({ country: 'GB', sortCode: '200000', accountNumber: '10000003' }))).toMatchObject({ valid: true });
      expect(parseBankValidation(await validateBankAccount({ country: 'IE', iban: 'IE29AIBK93115212345678' }))).toMatchObject({ valid: true });
      expect(parseBankValidation(await validateBankAccount({ country: 'IE', iban: 'IE29AIBK93115212345679' }))).toMatchObject({ valid: false });
    });

    it.skipIf(Boolean(external))('order answers parse: completed, declined, invalid', async () => {
      const currency = country === 'GB' ? 'GBP' : 'EUR';
      const created = await createOrder(donationOrder({ currency }), newKey());
      expect(parseOrderResponse(created.status, created.body)).toMatchObject({ statusCode: 201, orderStatus: 'completed', orderID: expect.stringMatching(/^\d+$/), errorMessage: null });
      const declined = await createOrder(
        donationOrder({ currency, payment: { gateway: 'stripe', type: 'credit_card', details: { stripe_payment_method_id: 'pm_card_chargeDeclined' } } }),
        newKey(),
      );
      expect(parseOrderResponse(declined.status, declined.body)).toMatchObject({ statusCode: 402, orderID: null, errorMessage: expect.stringContaining('declined') });
      const gift = catalogue.products.find((p) => p.type === 'gift')!;
      const giftBody = giftOrder(Object.values(gift.price)[0]!.sku);
      giftBody.order.order_items[0]!.unit_price.currency_code = currency;
      const giftCreated = await createOrder(giftBody, newKey());
      expect(parseOrderResponse(giftCreated.status, giftCreated.body)).toMatchObject({ statusCode: 201, orderStatus: 'completed' });
      const invalid = await createOrder({ order: { type: 'donation' } }, newKey());
      expect(parseOrderResponse(invalid.status, invalid.body)).toMatchObject({ statusCode: 400, errorMessage: expect.stringContaining('Invalid donation order') });
    });

    it('no answer had a field the parsers refused, dropped or fell back on', () => {
      expect(collected.drift.map((d) => `${d.where}: ${d.problems.join('; ') || d.event}`)).toEqual([]);
    });
  });
}
