import { loadConfig } from '@/edge/config';
import { clientAddress } from '@/request/client-address';
import { vitalsLimiter } from '@/features/consent/data';
import { createSearchHandler } from '@/features/listing/server';
import { withKnownHost } from '@/edge/host-guard';

// GET /api/search?keys=…&page=… for the search page's results island; limited per client as
// /api/vitals is, by the same limiter (its own count: a 'search:' key).
export const GET = withKnownHost(createSearchHandler({ limiter: vitalsLimiter, clientKey: (request) => `search:${clientAddress(request, loadConfig())}` }));
