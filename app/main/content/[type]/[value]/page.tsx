import { TermListingPage, termListingMetadata } from '@/features/listing/pages';

// The dynamic listing of a taxonomy term (SPEC §2), e.g. /content/country/ethiopia.

type Props = { params: Promise<{ type: string; value: string }> };

export const revalidate = 3600;
export const dynamicParams = true;

// Terms are not known at build time: each renders on its first request, then stays cached.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const { type, value } = await params;
  return termListingMetadata(type, value);
}

export default async function Page({ params }: Props) {
  const { type, value } = await params;
  return <TermListingPage type={type} value={value} />;
}
