import { ProductPage, productMetadata, productStaticParams } from '@/features/gifts/product-page';

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
  return <ProductPage prefix="gifts" segments={(await params).slug} />;
}
