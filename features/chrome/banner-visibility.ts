import type { AppealBanner } from '@/features/settings';
import { matchesAnyPath, meaningfulEntries } from './paths';

// SPEC §3: the appeal banner's visibility rules (content type, path match, path start, path
// exclude). Path entries follow one rule, described in ./paths.ts: exact paths, a trailing
// '*' for a prefix, trailing slashes and case ignored.

export interface BannerPage {
  /** The visible path of the page. */
  path: string;
  /** The routed entity's bundle; null for app-only pages (search, basket, …). */
  bundle: string | null;
}

/**
 * - Never when there is no banner or it is not active.
 * - Never on an excluded path (path_exclude wins over every inclusion rule).
 * - Everywhere when no inclusion rule is set (content_types, path_match, path_start all empty).
 * - Otherwise when any inclusion rule matches: the page's bundle is one of content_types, the
 *   path is one of path_match, or the path is (below) one of path_start.
 */
export function isAppealBannerVisible(banner: AppealBanner | null, page: BannerPage): boolean {
  if (!banner || !banner.active) return false;
  const { contentTypes, pathMatch, pathStart, pathExclude } = banner.visibility;
  if (matchesAnyPath(pathExclude, page.path, 'exact')) return false;

  const types = meaningfulEntries(contentTypes).map((type) => type.trim());
  const matches = meaningfulEntries(pathMatch);
  const starts = meaningfulEntries(pathStart);
  if (types.length === 0 && matches.length === 0 && starts.length === 0) return true;

  const bundle = page.bundle?.trim() ?? '';
  return (bundle !== '' && types.includes(bundle)) || matchesAnyPath(matches, page.path, 'exact') || matchesAnyPath(starts, page.path, 'section');
}
