import { checkoutPageMetadata, DonationCheckoutPage } from '@/features/donation/checkout-page';

// '{appeal}/checkout[/step]' (rewritten here by the route table): a donation checkout step,
// rendered per request.

type Props = { params: Promise<{ step: string; base: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return checkoutPageMetadata((await params).step);
}

export default async function Page({ params, searchParams }: Props) {
  const [{ step, base }, query] = await Promise.all([params, searchParams]);
  return <DonationCheckoutPage step={step} segments={base} orderID={query.orderID} />;
}
