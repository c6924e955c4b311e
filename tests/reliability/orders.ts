import { sandboxProviderToken } from '@/sandbox/turnstile';
import donationGolden from '@/tests/fixtures/golden/donation/ie-single-card-5pct.json';
import giftGolden from '@/tests/fixtures/golden/gifts/email-card.json';

// Orders the sandbox completes, built from the checkout's golden bodies: the goldens carry a
// real-looking Stripe payment method id, which the sandbox's provider refuses (422), so a card
// of Stripe's published test ids stands in, with the test gateway and a fresh captcha token
// (the sandbox verifies each once while captcha_card is on: a body built here is one attempt).

const card = { stripe_payment_method_id: 'pm_card_visa' };

/** A single IE card donation of `amount` euros ('25.00'), with the golden's 5 % fee on that amount (the route checks it to the cent). */
export function donationOrderBody(amount = '25.00') {
  const golden = structuredClone(donationGolden);
  const fee = Math.round(Number(amount) * 5) / 100;
  return {
    ...golden,
    payment: { ...golden.payment, gateway: 'stripe_ie_test', details: card },
    order: { ...golden.order, field_fundraising_costs: fee, order_items: [{ ...golden.order.order_items[0]!, unit_price: { number: amount, currency_code: 'EUR' } }] },
    captchaToken: sandboxProviderToken('donation'),
  };
}

/** The e-card gift golden, bought by `mail`. */
export function giftOrderBody(mail = 'sam@example.ie') {
  const golden = structuredClone(giftGolden);
  return { ...golden, payment: { ...golden.payment, gateway: 'stripe_ie_test', details: card }, user: { mail }, captchaToken: sandboxProviderToken('gift_order') };
}
