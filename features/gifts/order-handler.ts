import 'server-only';
import { CARD_ERRORS, hasLink, spaceSentences } from './card-validation';
import type { z } from 'zod';
import { validateCoupon } from '@/edge/backend';
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
import { currencyForCountry, formatMoney, toDecimalString, toMinor, type Currency } from '@/features/common/money';
import type { SiteSettings } from '@/features/settings';
import { parseCouponResponse, type Catalogue, type CouponResult, type FreeGift, type Product } from './catalogue';
import {
  CORPORATE_CUSTOM_AMOUNT_MIN_MINOR,
  CUSTOM_AMOUNT_MAX_MINOR,
  CUSTOM_AMOUNT_MIN_MINOR,
  customAmountMinimum,
  giftDonationMinimumText,
  hasCustomAmount,
} from './basket/model';
import { GiftOrderRequestSchema, type GiftOrderBody, type OrderCard, type OrderItem } from './order';
import { getOrderCatalogue } from './order-catalogue';
import { isSendingTimestampInRange } from './sending-time';

// POST /api/gifts/order: the shared order route helper (JSON only, bounded body,
// Idempotency-Key, rate limit, zod re-validation, order create) with the gift order schema,
// plus every rule the basket applies, again, because a browser can be skipped: the payment
// (SPEC §6), every item a gift of the catalogue at its catalogue price in the site's
// currency, free gifts only where the basket or the coupon earns them, cards that fit their
// item, Gift Aid only in GB, a captcha token when the settings ask for one (see gateway-check.ts captchaProblem). Without the
// catalogue nothing is sent (503): a price is never the buyer's word alone. Not a channel for
// mail either (issue 29): a corporate custom price has its own minimum, an order sends a few
// dozen e-cards at most, no direct debit (monthly donations only), and the text the backend
// puts into e-mails has lost its bidi and invisible format characters (createOrderHandler).

export const BASKET_CHANGED = 'Some gifts in your basket have changed. Please check your basket and try again.';
export const FREE_GIFT_NOT_EARNED = 'A free gift in your basket is no longer available for this order. Please check your basket and try again.';
/** The order route's answer (400) to a link in an e-card's message: the cards page's field text, with where to fix it. */
export const CARD_MESSAGE_LINK = `${CARD_ERRORS.link} Please change it on the cards page.`;
/** The same for the recipient's name, which the e-mail greets them by. */
export const CARD_NAME_LINK = `${CARD_ERRORS.nameLink} Please change it on the cards page.`;
export const CARDS_CHANGED = 'Some cards in your basket have changed. Please check your cards and try again.';

export const DIRECT_DEBIT_NOT_FOR_GIFTS = 'Direct debit is only available for monthly donations. Please choose another payment method.';
/** E-cards one order may send. */
export const MAX_EMAIL_CARDS_PER_ORDER = 50;
export const TOO_MANY_EMAIL_CARDS = `One order can send at most ${MAX_EMAIL_CARDS_PER_ORDER} e-cards. Please choose printed cards for the others, or send them in another order.`;

export function corporateMinimumMessage(currency: Currency): string {
  return `The amount for a corporate gift must be at least ${formatMoney(CORPORATE_CUSTOM_AMOUNT_MIN_MINOR, currency)}. Please change it in your basket.`;
}

/** A donation gift under the donation floor (issue 46 §4): the main site's words, and where the amount is changed. */
export function giftDonationMinimumMessage(currency: Currency): string {
  return `${giftDonationMinimumText(currency)}. Please change the amount on the gift's page.`;
}

type Priced = { product: Product; amount: number };

function catalogueIndex(catalogue: Catalogue, currency: string): Map<string, Priced> {
  const bySku = new Map<string, Priced>();
  for (const product of catalogue.products) {
    for (const price of Object.values(product.price)) if (price && price.currency === currency) bySku.set(price.sku, { product, amount: price.amount });
  }
  return bySku;
}

/** Every order item matches the catalogue: a known sku, its price (or, for custom amounts, within the bounds). */
export function checkItemsAgainstCatalogue(body: GiftOrderBody, catalogue: Catalogue, currency: string): string | null {
  const bySku = catalogueIndex(catalogue, currency);
  for (const item of body.order.order_items) {
    if (item.unit_price.currency_code !== currency) return BASKET_CHANGED;
    const known = bySku.get(item.purchased_entity.sku);
    if (!known) return BASKET_CHANGED;
    const amount = toMinor(item.unit_price.number);
    if (known.product.bundle === 'gift_free') {
      if (amount !== 0 || item.quantity !== 1) return BASKET_CHANGED;
    } else if (hasCustomAmount(known.product)) {
      if (amount < CUSTOM_AMOUNT_MIN_MINOR || amount > CUSTOM_AMOUNT_MAX_MINOR) return BASKET_CHANGED;
      if (amount < customAmountMinimum(known.product)) {
        return known.product.type === 'gift__donation' ? giftDonationMinimumMessage(currency as Currency) : corporateMinimumMessage(currency as Currency);
      }
    } else if (item.unit_price.number !== toDecimalString(known.amount)) {
      return BASKET_CHANGED;
    }
  }
  return null;
}

/** Cards fit their item: no more than its quantity, each of a kind the product offers, by the delivery they name, sent within the offered dates. */
export function checkCards(body: GiftOrderBody, catalogue: Catalogue, currency: string, now: Date = new Date()): string | null {
  const bySku = catalogueIndex(catalogue, currency);
  for (const item of body.order.order_items) {
    const product = bySku.get(item.purchased_entity.sku)?.product;
    if (!product) return BASKET_CHANGED;
    const cards = item.field_card ?? [];
    if (cards.length > item.quantity) return CARDS_CHANGED;
    if (cards.length === 0) continue;
    if (product.bundle === 'gift_free' || !item.field_card_delivery) return CARDS_CHANGED;
    for (const card of cards) {
      const postal = card.type === 'postal' || card.type === 'santa_letter';
      if (postal !== (item.field_card_delivery === 'postal')) return CARDS_CHANGED;
      if ((card.type === 'santa_letter') !== (product.bundle === 'gift_santa_letter')) return CARDS_CHANGED;
      if ((card.type === 'email' || card.type === 'print') && !product.ecardActive) return CARDS_CHANGED;
      if (card.type === 'postal' && !product.postalCardActive) return CARDS_CHANGED;
      // The cards page's own test (card-validation.ts): no link goes out in an e-card.
      if (card.type === 'email' && hasLink(card.field_message)) return CARD_MESSAGE_LINK;
      if (card.type === 'email' && hasLink(card.field_recipient_name)) return CARD_NAME_LINK;
      if (card.type === 'email' && !isSendingTimestampInRange(card.field_sending_timestamp, now)) return 'A card’s sending date is in the past or too far ahead. Please choose it again on the cards page.';
    }
  }
  const emailCards = body.order.order_items.flatMap((item) => item.field_card ?? []).filter((card) => card.type === 'email').length;
  return emailCards > MAX_EMAIL_CARDS_PER_ORDER ? TOO_MANY_EMAIL_CARDS : null;
}

function isFree(item: OrderItem, bySku: Map<string, Priced>): FreeGift | null {
  const product = bySku.get(item.purchased_entity.sku)?.product;
  return product?.bundle === 'gift_free' ? product : null;
}

export type CouponCheck = (orderItems: unknown[], coupon: string) => Promise<CouponResult>;

/**
 * Free gifts only where earned (SPEC §4): once each, and either the paid gifts reach the
 * gift's threshold (an automatic one, in a gift basket) or the order's coupon brings it.
 */
export async function checkFreeGifts(body: GiftOrderBody, catalogue: Catalogue, currency: string, coupon: CouponCheck): Promise<string | null> {
  const bySku = catalogueIndex(catalogue, currency);
  const items = body.order.order_items;
  const free = items.map((item) => isFree(item, bySku)).filter((g): g is FreeGift => g !== null);
  if (free.length === 0) return null;
  if (new Set(free.map((g) => g.id)).size !== free.length) return FREE_GIFT_NOT_EARNED;
  const paid = items.filter((item) => !isFree(item, bySku));
  const corporate = paid.some((item) => bySku.get(item.purchased_entity.sku)?.product.bundle === 'gift_corporate');
  const total = paid.reduce((sum, item) => sum + toMinor(item.unit_price.number) * item.quantity, 0);
  const unearned = free.filter((gift) => !(gift.automaticallyAddToBasket && paid.length > 0 && !corporate && total >= gift.threshold));
  if (unearned.length === 0) return null;
  if (unearned.length > 1 || !body.coupon || paid.length === 0) return FREE_GIFT_NOT_EARNED;
  const result = await coupon(
    paid.map((item) => ({ purchased_entity: item.purchased_entity, unit_price: item.unit_price, quantity: item.quantity })),
    body.coupon,
  );
  return result.status === 'fulfilled' && result.freeGiftId === unearned[0]!.id ? null : FREE_GIFT_NOT_EARNED;
}

export interface GiftRuleSources {
  catalogue(): Promise<Catalogue>;
  settings(): Promise<SiteSettings>;
  coupon: CouponCheck;
  now?: () => Date;
  /** Verifies a captcha token with CAPTCHA_VERIFY=site (default: the provider this server is configured with). */
  captcha?: CaptchaVerifier;
}

const BACKEND: GiftRuleSources = {
  catalogue: getOrderCatalogue,
  settings: () => getOrderSettings('gifts'),
  coupon: async (orderItems, code) => parseCouponResponse(await validateCoupon(orderItems, code)),
};

export async function checkGiftOrder(body: GiftOrderBody & Required<Pick<GiftOrderBody, 'payment'>>, request: Request, sources: GiftRuleSources = BACKEND): Promise<CheckResult> {
  const config = loadConfig();
  const currency = currencyForCountry(config.DEFAULT_COUNTRY);
  const unavailable = await paymentProblem(body.payment, request, config);
  if (unavailable) return unavailable;
  // A one-off direct debit is no payment at all: the backend would refuse it only after the order was made.
  if (body.payment.type === 'direct_debit_uk' || body.payment.type === 'direct_debit_sepa') return DIRECT_DEBIT_NOT_FOR_GIFTS;
  if (body.order.field_giftaid && config.DEFAULT_COUNTRY !== 'GB') return 'Gift Aid applies to UK taxpayers only.';
  let catalogue: Catalogue;
  let settings: SiteSettings;
  try {
    [catalogue, settings] = await Promise.all([sources.catalogue(), sources.settings()]);
  } catch (error) {
    log.error('order_rules_unavailable', { kind: 'gift', error: error instanceof Error ? error.message : String(error) });
    return { status: 503, message: ORDER_CHECK_UNAVAILABLE };
  }
  const problem = checkItemsAgainstCatalogue(body, catalogue, currency) ?? checkCards(body, catalogue, currency, sources.now?.() ?? new Date());
  if (problem) return problem;
  // Checked last: where the site verifies (CAPTCHA_VERIFY=site) a token is spent at the provider once checked.
  const captcha = await captchaProblem(body.payment, body.captchaToken, settings.checkout, { request, action: 'gift_order', verify: sources.captcha });
  if (captcha) return captcha;
  try {
    return await checkFreeGifts(body, catalogue, currency, sources.coupon);
  } catch (error) {
    log.error('order_rules_unavailable', { kind: 'gift', check: 'coupon', error: error instanceof Error ? error.message : String(error) });
    return { status: 503, message: ORDER_CHECK_UNAVAILABLE };
  }
}

/** E-card messages and names as the browser sends them (order.ts): a full stop that runs into a capitalised word gets its space back. */
function withSpacedMessages<B extends GiftOrderBody>(body: B): B {
  const spaced = (card: OrderCard): OrderCard =>
    card.type === 'email'
      ? { ...card, field_recipient_name: spaceSentences(card.field_recipient_name), field_message: spaceSentences(card.field_message) }
      : card;
  const order_items = body.order.order_items.map((item) => (item.field_card ? { ...item, field_card: item.field_card.map(spaced) } : item));
  return { ...body, order: { ...body.order, order_items } };
}

/**
 * The order as the backend gets it: the source code only when the settings offer it now (SPEC §5),
 * and no e-card message a mail client would make a link of ("Claim at Evil.Shop" goes as "Evil. Shop").
 */
export async function prepareGiftOrder<B extends GiftOrderBody>(given: B, sources: Pick<GiftRuleSources, 'settings' | 'now'> = BACKEND): Promise<B> {
  const body = withSpacedMessages(given);
  const code = body.order.field_source_code;
  if (!code) return body;
  const started = startedSourceCode(code, await sources.settings(), sources.now?.() ?? new Date());
  if (started === null) log.warn('order_source_code_dropped', { kind: 'gift' });
  return { ...body, order: { ...body.order, field_source_code: started } };
}

export const COUPON_CHANGED = 'Your voucher code can no longer be used for this basket. Please check your basket and try again.';

/**
 * What the buyer pays for a gift order (minor units): the coupon's total when it has one (as the
 * backend works it out: the basket shows the same), else every item at its price. A coupon the
 * backend refuses now is a refusal: the buyer was shown a lower total.
 */
export async function giftTotalMinor(body: GiftOrderBody, sources: Pick<GiftRuleSources, 'catalogue' | 'coupon'>): Promise<number | { refused: string }> {
  const items = body.order.order_items;
  if (!body.coupon) return items.reduce((sum, item) => sum + toMinor(item.unit_price.number) * item.quantity, 0);
  const currency = currencyForCountry(loadConfig().DEFAULT_COUNTRY);
  const bySku = catalogueIndex(await sources.catalogue(), currency);
  const paid = items.filter((item) => !isFree(item, bySku));
  const result = await sources.coupon(
    paid.map((item) => ({ purchased_entity: item.purchased_entity, unit_price: item.unit_price, quantity: item.quantity })),
    body.coupon,
  );
  return result.status === 'fulfilled' ? result.totalPrice : { refused: COUPON_CHANGED };
}

/**
 * The gift route's schema and rules, for the route and for the Revolut order made before a
 * Revolut Pay order (/api/checkout/revolut-order runs them first, and charges their total).
 */
export function giftOrderRules(sources: GiftRuleSources = BACKEND): RevolutOrderRules<z.output<typeof GiftOrderRequestSchema>> & { schema: typeof GiftOrderRequestSchema; kind: 'gift' } {
  return {
    schema: GiftOrderRequestSchema,
    kind: 'gift',
    check: (body, request) => checkGiftOrder(body, request, sources),
    prepare: (body) => prepareGiftOrder(body, sources),
    total: (body) => giftTotalMinor(body, sources),
    description: 'Gift order',
  };
}

/** The gift order route; tests pass their own rule sources, backend call, limiter and settlement. */
export function createGiftOrderHandler(sources: GiftRuleSources = BACKEND, options: Pick<OrderHandlerOptions<typeof GiftOrderRequestSchema>, 'send' | 'limiter' | 'settle'> = {}) {
  const { schema, kind, check, prepare } = giftOrderRules(sources);
  return createOrderHandler({ schema, kind, check, prepare, ...options });
}

export const handleGiftOrder = createGiftOrderHandler();
