import type { Teaser } from '@/features/blocks';
import type { PageAsk } from '@/features/blocks/components';
import type { ContentNode } from './node';

// The ask a news page, press release or story ends with (issue 40), from data the page already
// has: its country term, and the appeal pages its country's listing holds (an appeal page
// carries its country term like any page). No new CMS field.

/** The bundles that end with an ask of their own (an appeal repeats its donation block instead). */
export const PAGE_ASK_BUNDLES: ReadonlySet<string> = new Set(['news', 'press_release', 'story']);

export interface CountryAppeal {
  url: string;
  title: string;
}

/** A country's appeal: the first appeal page its listing holds (the listing's own order, newest first in the CMS). */
export function countryAppealOf(items: readonly Pick<Teaser, 'url' | 'title' | 'bundle'>[]): CountryAppeal | null {
  const appeal = items.find((item) => item.bundle === 'appeal' && item.url.startsWith('/') && !item.url.startsWith('//'));
  return appeal ? { url: appeal.url, title: appeal.title } : null;
}

/** The general ask, where no appeal is known. */
export const GENERAL_ASK_HEADING = 'Support our work';

/** 'Support our Sudan response' to its appeal's amount step, or the general donate page; null for other bundles. */
export function pageAskFor(node: Pick<ContentNode, 'bundle' | 'country'>, appeal: CountryAppeal | null): PageAsk | null {
  if (!PAGE_ASK_BUNDLES.has(node.bundle)) return null;
  if (appeal && node.country) return { heading: `Support our ${node.country.label} response`, appealPath: appeal.url, appealTitle: appeal.title };
  return { heading: GENERAL_ASK_HEADING, appealPath: null, appealTitle: null };
}
