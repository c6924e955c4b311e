import 'server-only';
import { unstable_cache } from 'next/cache';
import type { DonationBlock } from '@/features/blocks';
import { getOrderSettings, ORDER_DATA_REVALIDATE_SECONDS } from '@/features/checkout/data';
import { getRoute } from '@/features/content/data';
import { pageCacheTag } from '@/request/cache-tags';
import { toMajor } from '@/features/common/money';
import { AMOUNT_FLOOR_MINOR } from './presets';
import { DEFAULT_DONATION_PAGE, isValidBase } from './steps';

// The smallest donation the order route accepts: the min_amount of the donation block the
// donor chose the amount in (SPEC §3 donation blocks), read through the router and kept in
// Next's data cache under the page's tag (the webhook refreshes it when the page is edited). The browser names that page in DONATION_PAGE_HEADER (steps.ts); a
// path that names no page with a donation block counts as the default donation page, and
// where even that has none, DONATION_FLOOR applies.

export { DONATION_PAGE_HEADER } from './steps';
/** Major units: below any real appeal's minimum, above a card tester's cent (the chooser's floor too). */
export const DONATION_FLOOR = toMajor(AMOUNT_FLOOR_MINOR);

async function blockMinimum(path: string): Promise<number | null> {
  const { gifts } = await getOrderSettings('main');
  return unstable_cache(
    async () => {
      const result = await getRoute(path, { catalogueUrl: gifts.catalogueUrl, homePath: gifts.homePath });
      if (result.kind === 'broken' || (result.kind === 'error' && result.statusCode >= 500)) throw new Error(`${result.statusCode} from the router for ${path}`);
      if (result.kind !== 'entity' || result.entity.entityType !== 'node') return null;
      const { node } = result.entity;
      const block = [...node.blocks, ...node.sidebarBlocks].find((b): b is DonationBlock => b.type === 'donation_hero' || b.type === 'donation_inline');
      return block ? block.min_amount : null;
    },
    ['donation-minimum', path],
    { tags: [pageCacheTag(path)], revalidate: ORDER_DATA_REVALIDATE_SECONDS },
  )();
}

/** The minimum (major units) for a donation chosen on page `pagePath`; throws when the router cannot be read. */
export async function donationMinimum(pagePath: string | null): Promise<number> {
  // A site path of the same shape as a checkout base (never the app's own trees).
  const page = pagePath && isValidBase(pagePath) ? pagePath : DEFAULT_DONATION_PAGE;
  const own = await blockMinimum(page);
  if (own !== null) return Math.max(own, DONATION_FLOOR);
  const fallback = page === DEFAULT_DONATION_PAGE ? null : await blockMinimum(DEFAULT_DONATION_PAGE);
  return Math.max(fallback ?? DONATION_FLOOR, DONATION_FLOOR);
}
