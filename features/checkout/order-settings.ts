import 'server-only';
import { unstable_cache } from 'next/cache';
import { fetchSiteSettings, type Storefront } from '@/edge/backend';
import { parseSettings, type SiteSettings } from '@/features/settings';
import { ORDER_SETTINGS_TAG } from '@/request/cache-tags';

// The site settings the order routes check against (captcha flags, the catalogue's place),
// from Next's data cache: a flood of order attempts costs the backend nothing. The entry has
// its own tag, which the revalidation webhook expires outright (`revalidateTag(tag, { expire:
// 0 })`) when the backend sends its 'settings' tag, so the first order after an edit waits for
// the settings the backend has now, while pages still serve their stale copy as they re-render
// (content-sync/revalidate.ts). Unlike the pages' reader this one throws when the settings
// cannot be read: a money rule that cannot be checked refuses the order (503) rather than let
// it through.

/** Backstop if a webhook call is lost. */
export const ORDER_DATA_REVALIDATE_SECONDS = 300;

export function getOrderSettings(storefront: Storefront): Promise<SiteSettings> {
  return unstable_cache(async () => parseSettings(await fetchSiteSettings(storefront)), ['order-settings', storefront], {
    tags: [ORDER_SETTINGS_TAG],
    revalidate: ORDER_DATA_REVALIDATE_SECONDS,
  })();
}
