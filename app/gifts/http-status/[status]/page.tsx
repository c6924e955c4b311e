import { notFound } from 'next/navigation';
import { StatusPage, statusPageMetadata } from '@/features/content/pages';
import { isPageStatus } from '@/features/content/rules';

// Rendered for the resolver (app/api/resolve), which serves it with the real status.
type Props = { params: Promise<{ status: string }> };

export const revalidate = 3600;

export function generateStaticParams() {
  return ['401', '403', '404', '410', '500', '502', '503'].map((status) => ({ status }));
}

export async function generateMetadata({ params }: Props) {
  return statusPageMetadata(Number((await params).status));
}

export default async function Page({ params }: Props) {
  const status = Number((await params).status);
  if (!isPageStatus(status)) notFound();
  return <StatusPage storefront="gifts" status={status} />;
}
