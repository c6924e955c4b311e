import { handleListing } from '@/features/listing/search-handler';

// GET /api/search/listing?type=…&value=…&page=… or ?theme=…&page=… for 'Show more'.
export const GET = handleListing;
