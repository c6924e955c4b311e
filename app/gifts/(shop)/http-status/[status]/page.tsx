import { notFound } from 'next/navigation';
import { StatusPage, statusPageMetadata } from '@/features/content/pages';
import { STATUS_PAGE_SLUGS, statusPageOf } from '@/features/content';

// The gifts storefront's status pages: middleware.ts rewrites to them with the real status.
type Props = { params: Promise<{ status: string }> };

export const revalidate = 3600;

export function generateStaticParams() {
  return STATUS_PAGE_SLUGS.map((status) => ({ status }));
}

export async function generateMetadata({ params }: Props) {
  return statusPageMetadata(statusPageOf((await params).status)?.status ?? 404);
}

export default async function Page({ params }: Props) {
  const page = statusPageOf((await params).status);
  if (!page) notFound();
  return <StatusPage storefront="gifts" status={page.status} detail={page.detail} />;
}
