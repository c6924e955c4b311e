import 'server-only';
import { BasketView } from './components/BasketView';
import { GiftGrid } from './components/GiftGrid';
import { ShopPage, shopCatalogue, shopUrl } from './pages';
import { suggestedGifts } from './suggestions';

// '/basket' (SPEC §2): a static shell; the basket itself is a client island (localStorage).
// The gifts an empty basket suggests are drawn here, on the server, and handed to the island.
// One module per app page, so each ships only its own island.

export const basketPageMetadata = { title: 'Your basket', robots: { index: false } };

export async function BasketPage() {
  const { freeGifts, gifts, currency } = await shopCatalogue();
  const suggestions = suggestedGifts(gifts, currency);
  return (
    <ShopPage path="/basket" title="Your basket">
      <BasketView
        freeGifts={freeGifts}
        currency={currency}
        shopUrl={await shopUrl()}
        suggestions={suggestions.length > 0 ? <GiftGrid gifts={suggestions} currency={currency} headingLevel="h3" /> : null}
      />
    </ShopPage>
  );
}
