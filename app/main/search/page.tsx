import { SearchPage, searchMetadata } from '@/features/listing/search-page';

// /search (SPEC §2): a static shell; results are fetched in the browser from /api/search.

export const revalidate = 3600;

export const metadata = searchMetadata;

export default function Page() {
  return <SearchPage />;
}
