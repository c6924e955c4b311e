import { ProductPage, productMetadata, productStaticParams } from '@/features/gifts/product-page';
import { BLOCK_RENDERERS } from '@/app/block-renderers';

// '/gifts/...': product pages (SPEC §2), every one pre-rendered; an unknown path is 404.

type Props = { params: Promise<{ slug: string[] }> };

export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return productStaticParams('gifts');
}

export async function generateMetadata({ params }: Props) {
  return productMetadata('gifts', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <ProductPage renderers={BLOCK_RENDERERS} prefix="gifts" segments={(await params).slug} />;
}
