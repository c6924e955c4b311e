import { HomePage, homePageMetadata } from '@/features/content/pages';
import { BLOCK_RENDERERS } from '@/app/block-renderers';

// SPEC §2: '/gift-card/...' shows the gifts home page.
export const revalidate = 3600;

export function generateStaticParams() {
  return [{ rest: [] }];
}

export function generateMetadata() {
  return homePageMetadata('gifts');
}

export default function Page() {
  return <HomePage renderers={BLOCK_RENDERERS} storefront="gifts" />;
}
