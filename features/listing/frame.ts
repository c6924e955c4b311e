import 'server-only';
import type { Storefront } from '@/edge/backend';
import { keepLastGoodPageWithout } from '@/features/common/cache';
import { getSettings } from '@/features/settings/data';
import { SETTINGS_UNAVAILABLE, type SiteSettings } from '@/features/settings';

/** Settings for the frame; a build without settings is re-rendered on the first requests. */
export async function frameSettings(storefront: Storefront = 'main'): Promise<SiteSettings> {
  const settings = await getSettings(storefront);
  await keepLastGoodPageWithout(settings.problems.includes(SETTINGS_UNAVAILABLE), { storefront });
  return settings;
}
