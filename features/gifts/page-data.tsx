import 'server-only';
import { loadConfig } from '@/edge/config';
import type { BlockContext, FeatureBlockRenderers } from '@/features/blocks/components';
import { isBuildPhase, keepLastGoodPageWithout, renderOnDemand } from '@/features/common/cache';
import { backendAssetUrl } from '@/features/common/image';
import { currencyForCountry, type Currency } from '@/features/common/money';
import type { Image } from '@/features/common/schema';
import { getSettings } from '@/features/settings/data';
import { SETTINGS_UNAVAILABLE, type SiteSettings } from '@/features/settings';
import type { Catalogue, FreeGift, Gift } from './catalogue';
import { getGiftsCatalogue } from './data';
import { isListedGift } from './related';

// What the gifts shop's server pages share (./pages.tsx, ./product-page.tsx). Kept apart so a
// page's module graph holds only the client islands it renders: Next ships every client
// component a page's modules import.

export type ProductPrefix = 'gifts' | 'corporate';

export function currency(): Currency {
  return currencyForCountry(loadConfig().DEFAULT_COUNTRY);
}

export function blockContext(settings: SiteSettings, path: string, renderers: FeatureBlockRenderers): BlockContext {
  return { consent: settings.consent, currency: currency(), pagePath: path, giftsOrigin: '', renderers };
}

export function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function pathOf(prefix: string, segments: string[]): string {
  return `/${[prefix, ...segments.map(decode)].join('/')}`.replace(/\/+$/, '');
}

/** The catalogue; while building without one, the page renders on demand instead. */
export async function catalogueOrDefer(): Promise<{ settings: SiteSettings; catalogue: Catalogue }> {
  const settings = await getSettings('gifts');
  // Never cached without its menus: the last good page stays through a settings outage (issue 30).
  await keepLastGoodPageWithout(settings.problems.includes(SETTINGS_UNAVAILABLE), { storefront: 'gifts' });
  const catalogue = await getGiftsCatalogue({ catalogueUrl: settings.gifts.catalogueUrl, homePath: settings.gifts.homePath });
  if (!catalogue) {
    if (!isBuildPhase()) throw new Error('The gifts catalogue could not be loaded'); // Next keeps the last good page
    return renderOnDemand('gifts catalogue unavailable', { storefront: 'gifts' });
  }
  return { settings, catalogue };
}

/** Images the browser loads itself (basket islands) need the backend's origin. */
export function absolute(image: Image | null): Image | null {
  return image ? { ...image, url: backendAssetUrl(image.url) } : null;
}

export function withAbsoluteImage<T extends { data: { image: Image | null } }>(item: T | null): T | null {
  return item ? { ...item, data: { ...item.data, image: absolute(item.data.image) } } : null;
}

/** The catalogue's free gifts, as the basket islands get them. */
export function freeGiftsOf(catalogue: Catalogue): FreeGift[] {
  return catalogue.products.filter((p): p is FreeGift => p.bundle === 'gift_free').map((g) => ({ ...g, image: absolute(g.image), metaTags: [] }));
}

export function findProduct(catalogue: Catalogue, path: string): Gift | null {
  return catalogue.products.filter(isListedGift).find((p) => p.url === path) ?? null;
}
