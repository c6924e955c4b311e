// The listing feature: the dynamic taxonomy listing, knowledge hub themes, search and the
// cookie policy (SPEC §2 app-only routes). Pure exports only; pages are in pages.tsx (server)
// and the route handlers' logic in search-handler.ts.
export { isKnowledgeHubTheme, KNOWLEDGE_HUB_THEMES, knowledgeHubStaticParams, themeLabel, themePath } from './themes';
export type { KnowledgeHubTheme } from './themes';
export type { ListingPageJson } from './page-json';
