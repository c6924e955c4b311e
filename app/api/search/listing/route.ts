import { handleListing } from '@/features/listing/server';
import { withKnownHost } from '@/edge/host-guard';

// GET /api/search/listing?type=…&value=…&page=… or ?theme=…&page=… for 'Show more'.
export const GET = withKnownHost(handleListing);
