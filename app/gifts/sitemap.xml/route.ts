import { sitemapResponse } from '@/content-sync/sitemap';

export const revalidate = 3600;

export function GET() {
  return sitemapResponse('gifts');
}
