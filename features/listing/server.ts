// The listing feature's pages, their metadata and the search handlers: what app/ wires to
// routes (only app/ imports this entry).
export {
  CookiePolicyPage,
  cookiePolicyMetadata,
  KnowledgeHubPage,
  knowledgeHubMetadata,
  KnowledgeHubThemePage,
  knowledgeHubThemeMetadata,
  SearchPage,
  searchMetadata,
  TermListingPage,
  termListingMetadata,
} from './pages';
export { handleListing, handleSearch } from './search-handler';
