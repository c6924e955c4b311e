import { connection } from 'next/server';
import { loadConfig } from '@/edge/config';
import { getSettings } from '@/features/settings/data';
import { LazyCheckoutView as CheckoutView } from '@/features/gifts/client';
import { ShopPage, shopCatalogue } from '@/features/gifts/server';
import { offeredSourceCodes } from '@/features/settings';

// '/checkout' (SPEC §2): rendered per request, so the nonce of the checkout's content security
// policy reaches Next's scripts; the form is a client island.

export const metadata = { title: 'Checkout', robots: { index: false } };

export default async function Page() {
  await connection();
  const [{ freeGifts, currency }, settings] = await Promise.all([shopCatalogue(), getSettings('gifts')]);
  return (
    <ShopPage path="/checkout" title="Checkout">
      <CheckoutView freeGifts={freeGifts} currency={currency} country={loadConfig().DEFAULT_COUNTRY} checkout={settings.checkout} sourceCodes={offeredSourceCodes(settings).map(({ code }) => ({ code }))} />
    </ShopPage>
  );
}
