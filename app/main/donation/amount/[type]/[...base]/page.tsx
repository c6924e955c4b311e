import { amountPageMetadata, DonationAmountPage } from '@/features/donation/amount-page';

// '{appeal}/single' and '{appeal}/monthly' (rewritten here by the route table): the amount step.

type Props = { params: Promise<{ type: string; base: string[] }> };

export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  // Rendered on first request and cached (ISR); the donate page's steps are the common ones.
  return [
    { type: 'single', base: ['donate'] },
    { type: 'monthly', base: ['donate'] },
  ];
}

export const metadata = amountPageMetadata;

export default async function Page({ params }: Props) {
  const { type, base } = await params;
  return <DonationAmountPage type={type} segments={base} />;
}
