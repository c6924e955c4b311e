import 'server-only';
import { loadConfig } from '@/edge/config';
import { log } from '@/request/log';
import {
  captchaProblem,
  createOrderHandler,
  getOrderSettings,
  ORDER_CHECK_UNAVAILABLE,
  paymentProblem,
  startedSourceCode,
  type CaptchaVerifier,
  type CheckResult,
  type OrderHandlerOptions,
  type RevolutOrderRules,
} from '@/features/checkout/data';
import { currencyForCountry, formatMoney, toMinor, type Currency } from '@/features/common/money';
import type { SiteSettings } from '@/features/settings';
import { paymentModeFor } from '@/edge/modes';
import { isRevolutPayment } from '@/features/checkout';
import { DEFAULT_FEE_FORMULA, FEE_LABELS, feeAmount } from './fees';
import { DONATION_PAGE_HEADER, donationMinimum } from './minimum';
import { DonationOrderSchema, type DonationOrder } from './order';
import { AMOUNT_MAX_MINOR, maximumMessage, minimumMessage } from './presets';

// POST /api/donation/order: the checkout helper with the donation schema, plus every money
// rule the browser applies, again, because a browser can be skipped: the gateway belongs to
// the server's payment mode and takes this payment type (SPEC §6), the currency is the site's,
// the amount lies between the donation block's min_amount and the site's maximum, the fee is
// SPEC §9's formula applied to it to the cent, Gift Aid
// only in GB, the test_mode tag only on a test gateway, and a captcha token when the settings
// ask for one (passed on for the backend to verify, or verified here with CAPTCHA_VERIFY=site).

export const GIFT_AID_GB_ONLY = 'Gift Aid applies to UK taxpayers only.';
export const TEST_TAG_ON_LIVE = 'This donation is marked as a test but uses a live payment method.';

export interface DonationRuleSources {
  settings(): Promise<SiteSettings>;
  /** The minimum (major units) for the page the amount was chosen on; throws when it cannot be read. */
  minimum(pagePath: string | null): Promise<number>;
  /** Verifies a captcha token with CAPTCHA_VERIFY=site (default: the provider this server is configured with). */
  captcha?: CaptchaVerifier;
}

const BACKEND: DonationRuleSources = { settings: () => getOrderSettings('main'), minimum: donationMinimum };

/** The rules a donation order must meet before it is sent (400), or 503 when they cannot be checked. */
export async function checkDonationOrder(body: DonationOrder, request: Request, sources: DonationRuleSources = BACKEND): Promise<CheckResult> {
  const config = loadConfig();
  const currency = currencyForCountry(config.DEFAULT_COUNTRY);
  const unavailable = await paymentProblem(body.payment, request, config);
  if (unavailable) return unavailable;
  const item = body.order.order_items[0];
  if (item.unit_price.currency_code !== currency) return 'The donation must be in the site currency.';
  if (body.order.field_giftaid && config.DEFAULT_COUNTRY !== 'GB') return GIFT_AID_GB_ONLY;
  // Revolut Pay's one gateway serves both modes (CONTRACT §6): the request's own payment mode says which.
  const testGateway = body.payment.gateway.endsWith('_test') || (isRevolutPayment(body.payment) && (await paymentModeFor(request.headers, config)) === 'test');
  if (body.order.field_internal_tags.includes('test_mode') && !testGateway) return TEST_TAG_ON_LIVE;
  const amount = toMinor(item.unit_price.number);
  if (amount > AMOUNT_MAX_MINOR) return maximumMessage(currency);
  let settings: SiteSettings;
  let minimum: number;
  try {
    [settings, minimum] = await Promise.all([sources.settings(), sources.minimum(request.headers.get(DONATION_PAGE_HEADER))]);
  } catch (error) {
    log.error('order_rules_unavailable', { kind: 'donation', error: error instanceof Error ? error.message : String(error) });
    return { status: 503, message: ORDER_CHECK_UNAVAILABLE };
  }
  if (amount < toMinor(minimum)) return minimumMessage(toMinor(minimum), currency);
  const fee = feeProblem(body, amount, currency);
  if (fee) return fee;
  return captchaProblem(body.payment, body.captchaToken, settings.checkout, { request, action: 'donation', verify: sources.captcha });
}

export const FEE_SINGLE_ONLY = 'The transaction fee applies to single donations only.';

/**
 * The fee must be SPEC §9's formula applied to the amount, to the cent: 2, 5 or 7 % (half up,
 * as the form shows it) or 0.00 without the fee; a monthly gift is never asked (not_asked, 0).
 */
export function feeProblem(body: DonationOrder, amountMinor: number, currency: Currency): string | null {
  const { field_fundraising_formula: formula, field_fundraising_costs: costs } = body.order;
  const recurring = body.order.order_items[0].field_donation_type === 'recurring_donation';
  if (recurring) return formula === 'not_asked' && costs === 0 ? null : FEE_SINGLE_ONLY;
  // A single gift's fee is always chosen (the form defaults to 5 %): 'not_asked' is a monthly answer.
  const chosen = formula === 'not_asked' ? DEFAULT_FEE_FORMULA : formula;
  const expected = feeAmount(amountMinor, chosen);
  // Equal to the cent: a fraction of a cent (1.251) is no more the formula than 1.26 is.
  if (formula !== 'not_asked' && Math.abs(costs * 100 - expected) < 1e-6) return null;
  return `The transaction fee does not match the donation: it must be ${formatMoney(expected, currency)} (${FEE_LABELS[chosen]}).`;
}

/**
 * The order as the backend gets it: the source code only when the settings offer it now (SPEC
 * §5), as the browser applies it. The text has lost its format characters already (createOrderHandler).
 */
export async function prepareDonationOrder(body: DonationOrder, sources: Pick<DonationRuleSources, 'settings'> = BACKEND, now: Date = new Date()): Promise<DonationOrder> {
  const code = body.order.field_source_code;
  if (!code) return body;
  const started = startedSourceCode(code, await sources.settings(), now);
  if (started === null) log.warn('order_source_code_dropped', { kind: 'donation' });
  return { ...body, order: { ...body.order, field_source_code: started } };
}

/** What the donor pays for a donation order (minor units): the gift and the fee it covers. */
export function donationTotalMinor(body: DonationOrder): number {
  return toMinor(body.order.order_items[0].unit_price.number) + toMinor(body.order.field_fundraising_costs);
}

/**
 * The donation route's schema and rules, for the route and for the Revolut order made before a
 * Revolut Pay donation (/api/checkout/revolut-order runs them first, and charges their total).
 */
export function donationOrderRules(sources: DonationRuleSources = BACKEND): RevolutOrderRules<DonationOrder> & { schema: typeof DonationOrderSchema; kind: 'donation' } {
  return {
    schema: DonationOrderSchema,
    kind: 'donation',
    check: (body, request) => checkDonationOrder(body, request, sources),
    prepare: (body) => prepareDonationOrder(body, sources),
    total: async (body) => donationTotalMinor(body),
    description: 'Donation',
  };
}

/** The donation order route; tests pass their own rule sources, backend call, limiter and settlement. */
export function createDonationOrderHandler(sources: DonationRuleSources = BACKEND, options: Pick<OrderHandlerOptions<typeof DonationOrderSchema>, 'send' | 'limiter' | 'settle'> = {}) {
  const { schema, kind, check, prepare } = donationOrderRules(sources);
  return createOrderHandler({ schema, kind, check, prepare, ...options });
}

export const handleDonationOrder = createDonationOrderHandler();
