import 'server-only';
import { cache } from 'react';
import { draftMode } from 'next/headers';
import { fetchSiteSettings, type Storefront } from '@/edge/backend';
import { log } from '@/request/log';
import { BACKEND_DATA_SECONDS } from '@/features/common/cache';
import { EMPTY_SETTINGS, parseSettings, SETTINGS_UNAVAILABLE, type SiteSettings } from './settings';
import { SETTINGS_TAG } from '@/request/cache-tags';

async function readSettings(storefront: Storefront): Promise<SiteSettings> {
  try {
    return parseSettings(await fetchSiteSettings(storefront, { next: { tags: [SETTINGS_TAG], revalidate: BACKEND_DATA_SECONDS } }));
  } catch (error) {
    // SPEC §8: a settings failure is logged and the page carries on.
    log.error('settings_unavailable', { storefront, error: error instanceof Error ? error.message : String(error) });
    return { ...EMPTY_SETTINGS, problems: [SETTINGS_UNAVAILABLE] };
  }
}

/**
 * How long a preview-mode render reuses this instance's copy of the settings (issue 46 §4). Next
 * skips its data cache in draft mode, and anyone may turn preview on, so without this each preview
 * page would cost a settings call. Settings are not draft content: an edit reaches previews within this.
 */
export const PREVIEW_SETTINGS_MS = 60_000;
const previewCopies = new Map<Storefront, { at: number; settings: Promise<SiteSettings> }>();

async function inPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false; // outside a request (build, revalidation)
  }
}

/** Settings as a preview render reads them: one call per storefront and instance per PREVIEW_SETTINGS_MS; a failure is not kept. */
async function previewSettings(storefront: Storefront, now = Date.now()): Promise<SiteSettings> {
  const kept = previewCopies.get(storefront);
  if (kept && now - kept.at < PREVIEW_SETTINGS_MS) return kept.settings;
  const settings = readSettings(storefront);
  previewCopies.set(storefront, { at: now, settings });
  void settings.then((s) => {
    if (s.problems.includes(SETTINGS_UNAVAILABLE) && previewCopies.get(storefront)?.settings === settings) previewCopies.delete(storefront);
  });
  return settings;
}

/** For tests: forget the preview copies. */
export function resetPreviewSettingsForTests(): void {
  previewCopies.clear();
}

/**
 * Site settings for a storefront, tagged 'settings' for on-demand revalidation (CONTRACT §9);
 * once per render (generateMetadata and the page share it); kept in the data cache
 * (features/common/cache.ts BACKEND_DATA_SECONDS), and in preview mode in this instance's copy.
 */
export const getSettings = cache(async (storefront: Storefront): Promise<SiteSettings> => {
  return (await inPreview()) ? previewSettings(storefront) : readSettings(storefront);
});
