import { loadConfig } from '@/edge/config';
import { CardsView } from '@/features/gifts/client';
import { ShopPage, shopCatalogue } from '@/features/gifts/server';

// '/cards' (SPEC §2): a static shell; cards and Santa letters are a client island.

export const revalidate = 3600;
export const metadata = { title: 'Your cards', robots: { index: false } };

export default async function Page() {
  const { freeGifts, currency } = await shopCatalogue();
  return (
    <ShopPage path="/cards" title="Your cards and letters">
      <CardsView freeGifts={freeGifts} currency={currency} country={loadConfig().DEFAULT_COUNTRY} />
    </ShopPage>
  );
}
