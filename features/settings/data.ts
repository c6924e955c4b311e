import 'server-only';
import { cache } from 'react';
import { fetchSiteSettings, type Storefront } from '@/edge/backend';
import { log } from '@/edge/log';
import { EMPTY_SETTINGS, parseSettings, SETTINGS_UNAVAILABLE, type SiteSettings } from './settings';

/**
 * Site settings for a storefront, tagged 'settings' for on-demand revalidation (CONTRACT §9);
 * once per render (generateMetadata and the page share it).
 */
export const getSettings = cache(async (storefront: Storefront): Promise<SiteSettings> => {
  try {
    return parseSettings(await fetchSiteSettings(storefront, { next: { tags: ['settings'] } }));
  } catch (error) {
    // SPEC §8: a settings failure is logged and the page carries on.
    log.error('settings_unavailable', { storefront, error: error instanceof Error ? error.message : String(error) });
    return { ...EMPTY_SETTINGS, problems: [SETTINGS_UNAVAILABLE] };
  }
});
