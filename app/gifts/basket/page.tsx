import { BasketView } from '@/features/gifts/client';
import { ShopPage, shopCatalogue, shopUrl } from '@/features/gifts/server';

// '/basket' (SPEC §2): a static shell; the basket itself is a client island (localStorage).

export const revalidate = 3600;
export const metadata = { title: 'Your basket', robots: { index: false } };

export default async function Page() {
  const { freeGifts, currency } = await shopCatalogue();
  return (
    <ShopPage path="/basket" title="Your basket">
      <BasketView freeGifts={freeGifts} currency={currency} shopUrl={await shopUrl()} />
    </ShopPage>
  );
}
