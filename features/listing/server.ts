// The search route handlers, for app/ only. The pages are in pages.tsx.
export { handleListing, handleSearch } from './search-handler';
