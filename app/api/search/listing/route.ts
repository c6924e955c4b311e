import { handleListing } from '@/features/listing/server';

// GET /api/search/listing?type=…&value=…&page=… or ?theme=…&page=… for 'Show more'.
export const GET = handleListing;
