import 'server-only';
import { connection } from 'next/server';
import { loadConfig } from '@/edge/config';
import { captchaFlagsFor } from '@/features/checkout';
import { offeredSourceCodes } from '@/features/settings';
import { getSettings } from '@/features/settings/data';
import { CHECKOUT_TITLE, orderIdFromSearch, THANK_YOU_TITLE } from './checkout-model';
import { LazyCheckoutView } from './components/LazyCheckoutView';
import { ShopPage, shopCatalogue, shopUrl } from './pages';

// '/checkout' (SPEC §2): rendered per request, so the nonce of the checkout's content security
// policy reaches Next's scripts; the form is a client island. A focused page: the header
// without the shop's menu, the island draws the heading ('Checkout', or the thank-you's once
// an order is placed; '?orderID=' says so from the first byte).

type SearchParams = Record<string, string | string[] | undefined>;

/** The order id the query carries ('?orderID='), checked as the island checks it; null for none or a bad one. */
function orderIdOf(query: SearchParams): string | null {
  const { orderID } = query;
  return typeof orderID === 'string' ? orderIdFromSearch(`?${new URLSearchParams({ orderID })}`) : null;
}

/**
 * The browser's title: 'Checkout', or the thank-you's own once an order is placed. The page is
 * rendered per request, so a request with '?orderID=' (a reload of the thank-you) is titled so
 * from the first byte; the thank-you reached without a reload sets it itself (CheckoutThankYou).
 */
export async function checkoutPageMetadata({ searchParams }: { searchParams?: Promise<SearchParams> }) {
  const thanks = orderIdOf((await searchParams) ?? {}) !== null;
  return { title: thanks ? THANK_YOU_TITLE : CHECKOUT_TITLE, robots: { index: false } };
}

export async function GiftCheckoutPage({ searchParams }: { searchParams?: Promise<SearchParams> }) {
  await connection();
  const [{ freeGifts, currency }, settings, query] = await Promise.all([shopCatalogue(), getSettings('gifts'), searchParams ?? Promise.resolve({} as SearchParams)]);
  return (
    <ShopPage path="/checkout" title={null} wide focused>
      <LazyCheckoutView
        freeGifts={freeGifts}
        currency={currency}
        country={loadConfig().DEFAULT_COUNTRY}
        checkout={{ ...settings.checkout, ...captchaFlagsFor(settings.checkout, loadConfig().CAPTCHA_VERIFY) }}
        sourceCodes={offeredSourceCodes(settings).map(({ code }) => ({ code }))}
        shopUrl={await shopUrl()}
        standards={settings.charity?.standards ?? []}
        orderIdInUrl={orderIdOf(query)}
      />
    </ShopPage>
  );
}
