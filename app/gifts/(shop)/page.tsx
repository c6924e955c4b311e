import { HomePage, homePageMetadata } from '@/features/content/pages';
import { BLOCK_RENDERERS } from '@/app/block-renderers';

export const revalidate = 3600;

export function generateMetadata() {
  return homePageMetadata('gifts');
}

export default function Page() {
  return <HomePage renderers={BLOCK_RENDERERS} storefront="gifts" />;
}
