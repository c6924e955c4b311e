import type { Country, NodeEntity, SiteSettings, Storefront } from './types';
import { buildNodes, ctxFor } from './content/helpers';
import { appealNodes, newsNodes, pressNodes } from './content/appeals-news';
import { storyNodes } from './content/stories';
import { countryNodes } from './content/countries';
import { knowledgeHubNodes, publicationLandingNodes, publicationNodes } from './content/knowledge';
import { giftsPages, infoPages, mainPages, regularGivingNodes, sectionIndexNodes } from './content/pages';
import { routerRedirectsFor, siteSettingsFor } from './content/settings';

// The sandbox's content: one parameterised body of pages for Ireland (EUR, appeals 1175 and
// 1176, Dublin office) and Great Britain (GBP, appeals 1090 and 167, London office, Gift Aid).
// Content pieces live in ./content/; every teaser is resolved against the seeded nodes.

/** Every routable node of a country's seed. Exactly one (a news item) is an unpublished draft. */
export function contentNodes(country: Country): NodeEntity[] {
  const c = ctxFor(country);
  return buildNodes(c, [
    ...mainPages(c),
    ...giftsPages(c),
    ...appealNodes(c),
    ...newsNodes(c),
    ...pressNodes(c),
    ...storyNodes(c),
    ...countryNodes(c),
    ...publicationNodes(c),
    ...publicationLandingNodes(c),
    ...knowledgeHubNodes(),
    ...sectionIndexNodes(c),
    ...regularGivingNodes(c),
    ...infoPages(c),
  ]);
}

/** Site settings of the main site and of the gifts shop. */
export function siteSettings(country: Country): Record<Storefront, SiteSettings> {
  return siteSettingsFor(country);
}

/** Old paths the router answers with a redirect (301 and 302). */
export function routerRedirects(country: Country): { from: string; to: string; status: 301 | 302 }[] {
  return routerRedirectsFor(country);
}
