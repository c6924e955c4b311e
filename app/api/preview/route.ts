import { previewRequest } from '@/features/content/preview';

// Reached only through the middleware's rewrite of a previewMode/previewToken request.
export const dynamic = 'force-dynamic';

export const GET = previewRequest;
