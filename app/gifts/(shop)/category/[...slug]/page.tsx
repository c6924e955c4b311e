import { CategoryPage, categoryMetadata, categoryStaticParams } from '@/features/gifts/pages';
import { BLOCK_RENDERERS } from '@/app/block-renderers';

// '/category/...': gift categories (SPEC §2), every one pre-rendered; an unknown path is 404.

type Props = { params: Promise<{ slug: string[] }> };

export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return categoryStaticParams();
}

export async function generateMetadata({ params }: Props) {
  return categoryMetadata((await params).slug);
}

export default async function Page({ params }: Props) {
  return <CategoryPage renderers={BLOCK_RENDERERS} segments={(await params).slug} />;
}
