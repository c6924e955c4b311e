import { contentStaticParams } from '@/content-sync/content-paths';
import { ContentPage, contentPageMetadata } from '@/features/content/pages';
import { BLOCK_RENDERERS } from '@/app/block-renderers';

type Props = { params: Promise<{ path: string[] }> };

export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  // Products, categories and corporate gifts have their own routes.
  return contentStaticParams('gifts', ['gifts', 'category', 'corporate']);
}

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata('gifts', (await params).path);
}

export default async function Page({ params }: Props) {
  return <ContentPage renderers={BLOCK_RENDERERS} storefront="gifts" segments={(await params).path} />;
}
