import { contentStaticParams } from '@/content-sync/content-paths';
import { ContentPage, contentPageMetadata } from '@/features/content/pages';

type Props = { params: Promise<{ path: string[] }> };

export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return contentStaticParams('main');
}

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata('main', (await params).path);
}

export default async function Page({ params }: Props) {
  return <ContentPage storefront="main" segments={(await params).path} />;
}
