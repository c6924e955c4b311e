import { ProductPage, productMetadata, productStaticParams } from '@/features/gifts/product-page';
import { BLOCK_RENDERERS } from '@/app/block-renderers';

// '/corporate/...': corporate gift pages (SPEC §2), every one pre-rendered; an unknown path is 404.

type Props = { params: Promise<{ slug: string[] }> };

export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return productStaticParams('corporate');
}

export async function generateMetadata({ params }: Props) {
  return productMetadata('corporate', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <ProductPage renderers={BLOCK_RENDERERS} prefix="corporate" segments={(await params).slug} />;
}
