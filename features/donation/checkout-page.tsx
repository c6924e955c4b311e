import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { loadConfig } from '@/edge/config';
import { log } from '@/request/log';
import { currencyForCountry } from '@/features/common/money';
import { BRAND_NAME, PageFrame } from '@/features/chrome';
import { getSettings } from '@/features/settings/data';
import { offeredSourceCodes } from '@/features/settings';
import { captchaFlagsFor } from '@/features/checkout';
import { DonationCheckout } from './components/DonationCheckout';
import { basePath, stepFromSegment, stepUrl } from './steps';

// The checkout step pages (app/main/donation/checkout/… only wires the route to them).

const ORDER_ID = /^[A-Za-z0-9-]{1,40}$/;

/**
 * A checkout step. Rendered per request (the lead's nonce CSP needs a dynamic render); the
 * client restores the session's answers.
 */
export async function DonationCheckoutPage({ step: segment, segments, orderID }: { step: string; segments: string[]; orderID: string | string[] | undefined }) {
  await connection();
  const country = loadConfig().DEFAULT_COUNTRY;
  const step = stepFromSegment(country, segment === 'details' ? undefined : segment);
  const base = basePath(segments);
  if (!step || !base) notFound();
  const settings = await getSettings('main');
  const id = typeof orderID === 'string' && ORDER_ID.test(orderID) ? orderID : null;
  if (step.key === 'thank-you' && typeof orderID === 'string' && !id) log.warn('thank_you_bad_order_id', {});
  return (
    <PageFrame storefront="main" settings={settings} path={stepUrl(base, country, step.key)} bundle="appeal">
      <DonationCheckout
        country={country}
        currency={currencyForCountry(country)}
        base={base}
        step={step.key}
        orderID={id}
        checkout={{
          ...captchaFlagsFor(settings.checkout, loadConfig().CAPTCHA_VERIFY),
          stripePaymentRequest: settings.checkout.stripePaymentRequest,
          revolutPay: settings.checkout.revolutPay,
          tooltips: settings.checkout.tooltips,
        }}
        sourceCodes={offeredSourceCodes(settings).map(({ code, label }) => ({ code, label }))}
        charityName={settings.charity?.name ?? BRAND_NAME.main}
        standards={settings.charity?.standards ?? []}
      />
    </PageFrame>
  );
}

export function checkoutPageMetadata(step: string): Metadata {
  const country = loadConfig().DEFAULT_COUNTRY;
  const found = stepFromSegment(country, step === 'details' ? undefined : step);
  return { title: found ? `${found.name} – Donate` : 'Donate', robots: { index: false } };
}
