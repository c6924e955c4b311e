import { robotsResponse } from '@/content-sync/sitemap';

export const dynamic = 'force-static';

export function GET() {
  return robotsResponse('main');
}
