import { HEADER_VARIANTS, type HeaderVariant } from '@/features/common/schema';
import { normalisePath } from './paths';

// SPEC §2: '/donate' and appeal pages force a basic header; otherwise a page type's own
// header variant ('activism', 'no_navigation'); otherwise the full header.

export const SITE_HEADER_VARIANTS = ['full', 'basic', ...HEADER_VARIANTS] as const;
export type SiteHeaderVariant = 'full' | 'basic' | HeaderVariant;

export interface HeaderVariantInput {
  /** The visible path of the page ('/donate/single/checkout'), not the rewritten one. */
  path: string;
  /** The routed entity's bundle ('appeal', 'news', …); null for app-only pages. */
  bundle: string | null;
  /** The routed entity's header_variant; null when it has none or for app-only pages. */
  headerVariant: string | null;
}

const DONATE_PATH = '/donate';

/** '/donate' and every path below it (the donation checkout steps). */
export function isDonatePath(path: string): boolean {
  const normalised = normalisePath(path);
  return normalised === DONATE_PATH || normalised.startsWith(`${DONATE_PATH}/`);
}

function isHeaderVariant(value: string | null): value is HeaderVariant {
  return value !== null && (HEADER_VARIANTS as readonly string[]).includes(value);
}

export function headerVariantFor({ path, bundle, headerVariant }: HeaderVariantInput): SiteHeaderVariant {
  // The donation journey always gets the basic header, whatever the entity asks for: nothing
  // should lead a donor away from the form.
  if (bundle === 'appeal' || isDonatePath(path)) return 'basic';
  if (isHeaderVariant(headerVariant)) return headerVariant;
  return 'full';
}
