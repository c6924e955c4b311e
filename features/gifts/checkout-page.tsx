import 'server-only';
import { connection } from 'next/server';
import { loadConfig } from '@/edge/config';
import { offeredSourceCodes } from '@/features/settings';
import { getSettings } from '@/features/settings/data';
import { LazyCheckoutView } from './components/LazyCheckoutView';
import { ShopPage, shopCatalogue } from './pages';

// '/checkout' (SPEC §2): rendered per request, so the nonce of the checkout's content security
// policy reaches Next's scripts; the form is a client island.

export const checkoutPageMetadata = { title: 'Checkout', robots: { index: false } };

export async function GiftCheckoutPage() {
  await connection();
  const [{ freeGifts, currency }, settings] = await Promise.all([shopCatalogue(), getSettings('gifts')]);
  return (
    <ShopPage path="/checkout" title="Checkout">
      <LazyCheckoutView
        freeGifts={freeGifts}
        currency={currency}
        country={loadConfig().DEFAULT_COUNTRY}
        checkout={settings.checkout}
        sourceCodes={offeredSourceCodes(settings).map(({ code }) => ({ code }))}
      />
    </ShopPage>
  );
}
