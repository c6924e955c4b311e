import { handleSearch } from '@/features/listing/search-handler';

// GET /api/search?keys=…&page=… for the search page's results island.
export const GET = handleSearch;
