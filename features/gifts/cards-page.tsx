import 'server-only';
import { loadConfig } from '@/edge/config';
import { CardsView } from './components/CardsView';
import { ShopPage, shopCatalogue } from './pages';

// '/cards' (SPEC §2): a static shell; cards and Santa letters are a client island.

export const cardsPageMetadata = { title: 'Your cards', robots: { index: false } };

export async function CardsPage() {
  const { freeGifts, currency } = await shopCatalogue();
  return (
    <ShopPage path="/cards" title="Your cards and letters">
      <CardsView freeGifts={freeGifts} currency={currency} country={loadConfig().DEFAULT_COUNTRY} />
    </ShopPage>
  );
}
