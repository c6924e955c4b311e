// The search route handlers, for app/ only. The pages are in pages.tsx.
export { createSearchHandler, handleListing, handleSearch, SEARCH_BUSY } from './search-handler';
