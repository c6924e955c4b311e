// What a teaser's or a page's bundle is called for readers: 'Press release', never
// 'PRESS_RELEASE' or 'Section index page'. Pure and client-safe (the search islands draw cards).

const BUNDLE_LABELS: Record<string, string> = {
  appeal: 'Appeal',
  news: 'News',
  press_release: 'Press release',
  publication: 'Publication',
  publication_landing: 'Publications',
  story: 'Story',
  country: 'Country',
  section_index_page: 'Section',
  standard_info_page: 'Information',
  regular_giving_upgrades_campaign: 'Monthly giving',
  knowledge_hub: 'Knowledge hub',
  gift: 'Gift',
  gift_corporate: 'Corporate gift',
  gift_santa_letter: 'Santa letter',
  gift_free: 'Free gift',
  gifts_bundle: 'Gift bundle',
  gift_category: 'Gifts',
};

/**
 * The reader's word for a bundle; null for a plain 'page' (the card says nothing a title does
 * not) and for a bundle this site does not know (a machine name is never shown).
 */
export function bundleLabel(bundle: string | null | undefined): string | null {
  if (!bundle) return null;
  return BUNDLE_LABELS[bundle.trim().toLowerCase()] ?? null;
}
