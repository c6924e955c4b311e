import { handleSearch } from '@/features/listing/server';

// GET /api/search?keys=…&page=… for the search page's results island.
export const GET = handleSearch;
