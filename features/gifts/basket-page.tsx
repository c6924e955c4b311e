import 'server-only';
import { BasketView } from './components/BasketView';
import { ShopPage, shopCatalogue, shopUrl } from './pages';

// '/basket' (SPEC §2): a static shell; the basket itself is a client island (localStorage).
// One module per app page, so each ships only its own island.

export const basketPageMetadata = { title: 'Your basket', robots: { index: false } };

export async function BasketPage() {
  const { freeGifts, currency } = await shopCatalogue();
  return (
    <ShopPage path="/basket" title="Your basket">
      <BasketView freeGifts={freeGifts} currency={currency} shopUrl={await shopUrl()} />
    </ShopPage>
  );
}
