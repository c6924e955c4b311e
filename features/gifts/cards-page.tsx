import 'server-only';
import { loadConfig } from '@/edge/config';
import { cardLooks } from './card-looks';
import { CardsView } from './components/CardsView';
import { absolute } from './page-data';
import { ShopPage, shopCatalogue } from './pages';

// '/cards' (SPEC §2): a static shell; cards and Santa letters are a client island, with each
// gift's card images and descriptions (for the previews) from the catalogue.

export const cardsPageMetadata = { title: 'Your cards', robots: { index: false } };

export async function CardsPage() {
  const { freeGifts, gifts, currency } = await shopCatalogue();
  return (
    <ShopPage path="/cards" title="Your cards and letters" wide>
      <CardsView freeGifts={freeGifts} currency={currency} country={loadConfig().DEFAULT_COUNTRY} looks={cardLooks(gifts, absolute)} />
    </ShopPage>
  );
}
