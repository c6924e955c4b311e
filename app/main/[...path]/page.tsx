import { contentStaticParams } from '@/content-sync/content-paths';
import { ContentPage, contentPageMetadata } from '@/features/content/pages';
import { BLOCK_RENDERERS } from '@/app/block-renderers';

type Props = { params: Promise<{ path: string[] }> };

export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  // app/main/knowledge-hub/[theme] renders the hub's own pages.
  return contentStaticParams('main', ['knowledge-hub']);
}

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata('main', (await params).path);
}

export default async function Page({ params }: Props) {
  return <ContentPage renderers={BLOCK_RENDERERS} storefront="main" segments={(await params).path} />;
}
