import 'server-only';
import { cache } from 'react';
import { fetchSiteSettings, type Storefront } from '@/edge/backend';
import { log } from '@/request/log';
import { BACKEND_DATA_SECONDS } from '@/features/common/cache';
import { EMPTY_SETTINGS, parseSettings, SETTINGS_UNAVAILABLE, type SiteSettings } from './settings';
import { SETTINGS_TAG } from '@/request/cache-tags';

/**
 * Site settings for a storefront, tagged 'settings' for on-demand revalidation (CONTRACT §9);
 * once per render (generateMetadata and the page share it); kept in the data cache
 * (features/common/cache.ts BACKEND_DATA_SECONDS).
 */
export const getSettings = cache(async (storefront: Storefront): Promise<SiteSettings> => {
  try {
    return parseSettings(await fetchSiteSettings(storefront, { next: { tags: [SETTINGS_TAG], revalidate: BACKEND_DATA_SECONDS } }));
  } catch (error) {
    // SPEC §8: a settings failure is logged and the page carries on.
    log.error('settings_unavailable', { storefront, error: error instanceof Error ? error.message : String(error) });
    return { ...EMPTY_SETTINGS, problems: [SETTINGS_UNAVAILABLE] };
  }
});
