import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Catalogue, CouponResult, Product } from './catalogue';
import { addProduct, EMPTY_BASKET, productData } from './basket/model';
import { buildGiftOrder, type GiftBuyer } from './order';
import {
  BASKET_CHANGED,
  CARD_MESSAGE_LINK,
  CARD_NAME_LINK,
  CARDS_CHANGED,
  checkItemsAgainstCatalogue,
  corporateMinimumMessage,
  createGiftOrderHandler,
  DIRECT_DEBIT_NOT_FOR_GIFTS,
  FREE_GIFT_NOT_EARNED,
  giftDonationMinimumMessage,
  MAX_EMAIL_CARDS_PER_ORDER,
  TOO_MANY_EMAIL_CARDS,
  type GiftRuleSources,
} from './order-handler';
import { CATALOGUE, CUSTOM, DONATION_GIFT, FREE_NOTEBOOKS, FREE_TREE, GOAT } from '@/tests/fixtures/gift-products';
import { resetConfigForTests } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { CAPTCHA_MISSING, ORDER_CHECK_UNAVAILABLE } from '@/features/checkout/data';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { fromPeer } from '@/tests/support/next-request';
import { EMPTY_SETTINGS, type SiteSettings } from '@/features/settings';
import emailCard from '@/tests/fixtures/golden/gifts/email-card.json';
import couponFreeGift from '@/tests/fixtures/golden/gifts/coupon-free-gift.json';
import postalCard from '@/tests/fixtures/golden/gifts/postal-card.json';
import corporateCustom from '@/tests/fixtures/golden/gifts/corporate-custom-price.json';

vi.mock('server-only', () => ({}));
// Live card payments need a provider key (features/checkout/payment/keys.ts reads it at import).
vi.hoisted(() => {
  process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY = '0x4AAAAAAAunitTestKey';
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_live_unitTestKey0001';
});

const BUYER: GiftBuyer = {
  title: 'Mr',
  firstName: 'Seán',
  lastName: 'Ó Briain',
  email: 'sean@example.ie',
  phone: '',
  address: { countryCode: 'IE', addressLine1: '1 Main St', addressLine2: '', locality: 'Cork', administrativeArea: '', postalCode: '', organization: '' },
  contactPreferences: {},
};
const catalogue: Catalogue = { products: CATALOGUE, categories: [] };

function bodyWith(changes: { sku?: string; number?: string; currency?: 'EUR' | 'GBP'; quantity?: number }, product: Product = GOAT, amount?: number) {
  const basket = addProduct(EMPTY_BASKET, { id: product.id, path: product.url, data: productData(product, 'EUR', amount)! }).basket;
  const body = buildGiftOrder({ basket, buyer: BUYER, giftaid: false, sourceCode: null, country: 'IE' });
  const item = body.order.order_items[0]!;
  if (changes.sku) item.purchased_entity.sku = changes.sku;
  if (changes.number) item.unit_price.number = changes.number;
  if (changes.currency) item.unit_price.currency_code = changes.currency;
  if (changes.quantity) item.quantity = changes.quantity;
  return body;
}

describe('the gift order route checks items against the catalogue', () => {
  it('accepts catalogue prices, custom amounts of 1 or more, and free gifts at 0', () => {
    expect(checkItemsAgainstCatalogue(bodyWith({}), catalogue, 'EUR')).toBeNull();
    expect(checkItemsAgainstCatalogue(bodyWith({}, CUSTOM, 125050), catalogue, 'EUR')).toBeNull();
    expect(checkItemsAgainstCatalogue(bodyWith({}, FREE_TREE), catalogue, 'EUR')).toBeNull();
  });

  it('refuses an unknown sku, a changed price, another currency, a custom amount under 1 and a free gift with a price', () => {
    expect(checkItemsAgainstCatalogue(bodyWith({ sku: 'GIFT-UNKNOWN' }), catalogue, 'EUR')).toBe(BASKET_CHANGED);
    expect(checkItemsAgainstCatalogue(bodyWith({ number: '0.01' }), catalogue, 'EUR')).toBe(BASKET_CHANGED);
    expect(checkItemsAgainstCatalogue(bodyWith({ currency: 'GBP' }), catalogue, 'EUR')).toBe(BASKET_CHANGED);
    expect(checkItemsAgainstCatalogue(bodyWith({ number: '0.50' }, CUSTOM, 50), catalogue, 'EUR')).toBe(BASKET_CHANGED);
    expect(checkItemsAgainstCatalogue(bodyWith({ number: '5.00' }, FREE_TREE), catalogue, 'EUR')).toBe(BASKET_CHANGED);
    expect(checkItemsAgainstCatalogue(bodyWith({ quantity: 3 }, FREE_TREE), catalogue, 'EUR')).toBe(BASKET_CHANGED);
  });
});

// ── The whole route: every basket rule again on the server ────────────────────────────────
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

type Golden = typeof emailCard;
type WithCoupon = Omit<Golden, 'coupon'> & { coupon: string | null };
const copy = <T>(body: T): T => structuredClone(body);
const NOW = new Date('2026-11-22T12:00:00Z');

function giftRoute(sources: Partial<GiftRuleSources> = {}) {
  Object.assign(process.env, { BACKEND_URL: 'http://127.0.0.1:9', APP_ENV: 'staging', DEFAULT_COUNTRY: 'IE' });
  resetConfigForTests();
  const sent: unknown[] = [];
  const coupons: unknown[][] = [];
  const handler = createGiftOrderHandler(
    {
      catalogue: async () => catalogue,
      settings: async () => EMPTY_SETTINGS,
      coupon: async (items, code) => {
        coupons.push([items, code]);
        return code === 'FREEGIFT' ? { status: 'fulfilled', code, totalPrice: 1000, discount: 0, offerType: 'free_gift_by_coupon', freeGiftId: FREE_NOTEBOOKS.id } : ({ status: 'rejected', errorMessage: 'no' } as CouponResult);
      },
      now: () => NOW,
      ...sources,
    },
    {
      limiter: new MemoryRateLimiter({ limit: 1000, windowMs: 60_000 }),
      send: async (body) => {
        sent.push(body);
        return { status: 201, body: { order_id: [{ value: '77' }], state: [{ value: 'completed' }] } };
      },
    },
  );
  return { handler, sent, coupons };
}

async function order(handler: (r: Request) => Promise<Response>, body: unknown) {
  const request = new Request('http://gifts.localhost/api/gifts/order', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  fromPeer(request.headers, '192.0.2.30');
  const restore = setLogSink(() => undefined);
  try {
    const response = await handler(request);
    return { status: response.status, ...((await response.json()) as { errorMessage: string | null }) };
  } finally {
    restore();
  }
}

describe('POST /api/gifts/order', () => {
  it('sends an order that meets every rule (golden bodies)', async () => {
    for (const body of [emailCard, couponFreeGift, postalCard, corporateCustom]) {
      const { handler, sent } = giftRoute();
      // A golden made in live mode (a production order) is sent as production would.
      if ((body as { payment?: { gateway?: string } }).payment?.gateway?.endsWith('_live')) {
        process.env.APP_ENV = 'production';
        resetConfigForTests();
      }
      expect(await order(handler, body)).toMatchObject({ status: 201 });
      expect(sent).toHaveLength(1);
    }
  });

  it('answers 503 and sends nothing when the catalogue cannot be read (the €1 goat)', async () => {
    const { handler, sent } = giftRoute({
      catalogue: async () => {
        throw new Error('500 catalogue down');
      },
    });
    const cheap = copy(emailCard);
    cheap.order.order_items[0]!.unit_price.number = '1.00';
    expect(await order(handler, cheap)).toMatchObject({ status: 503, errorMessage: ORDER_CHECK_UNAVAILABLE });
    expect(await order(handler, emailCard)).toMatchObject({ status: 503 });
    expect(sent).toEqual([]);
  });

  it('refuses free gifts the basket did not earn and the coupon does not bring', async () => {
    const { handler, sent } = giftRoute();
    // 20 free trees at €0, alone.
    const freeOnly = copy(couponFreeGift) as unknown as WithCoupon;
    freeOnly.order.order_items = [{ type: 'gift', purchased_entity: { sku: 'FREE-335' }, unit_price: { number: '0.00', currency_code: 'EUR' }, quantity: 1 }] as Golden['order']['order_items'];
    freeOnly.coupon = null;
    expect(await order(handler, freeOnly)).toMatchObject({ status: 400, errorMessage: FREE_GIFT_NOT_EARNED });
    // The threshold gift (€50) with €10 of paid gifts.
    const under = copy(couponFreeGift) as unknown as WithCoupon;
    under.order.order_items[1]!.purchased_entity.sku = 'FREE-335';
    under.coupon = null;
    expect(await order(handler, under)).toMatchObject({ status: 400, errorMessage: FREE_GIFT_NOT_EARNED });
    // The coupon's gift without its coupon, or with another one.
    const noCoupon = copy(couponFreeGift) as unknown as WithCoupon;
    noCoupon.coupon = 'WINTER10';
    expect(await order(handler, noCoupon)).toMatchObject({ status: 400, errorMessage: FREE_GIFT_NOT_EARNED });
    // The same free gift twice.
    const twice = copy(couponFreeGift);
    twice.order.order_items.push(copy(twice.order.order_items[1]!));
    expect(await order(handler, twice)).toMatchObject({ status: 400, errorMessage: FREE_GIFT_NOT_EARNED });
    expect(sent).toEqual([]);
    // Enough paid gifts earn the threshold gift: 5 × €10.
    const earned = copy(under);
    earned.order.order_items[0]!.quantity = 5;
    earned.order.order_items[0]!.field_card = [];
    delete (earned.order.order_items[0] as { field_card_delivery?: string }).field_card_delivery;
    expect(await order(handler, earned)).toMatchObject({ status: 201 });
  });

  it('refuses a link in an e-card message with 400 and sends nothing (issue 46 §4)', async () => {
    const { handler, sent } = giftRoute();
    const phish = copy(emailCard);
    phish.order.order_items[0]!.field_card[0]!.field_message = 'You won a prize! Claim at http://phish.example/';
    expect(await order(handler, phish)).toMatchObject({ status: 400, errorMessage: CARD_MESSAGE_LINK });
    const bare = copy(emailCard);
    bare.order.order_items[0]!.field_card[0]!.field_message = 'Claim at phish.example';
    expect(await order(handler, bare)).toMatchObject({ status: 400, errorMessage: CARD_MESSAGE_LINK });
    expect(sent).toEqual([]);
    const plain = copy(emailCard);
    plain.order.order_items[0]!.field_card[0]!.field_message = 'Happy Christmas! Love, Gran.';
    expect(await order(handler, plain)).toMatchObject({ status: 201 });
  });

  it('sends "birthday.Love" (a full stop short of its space, no link) with the space put back, which no mail client links', async () => {
    const { handler, sent } = giftRoute();
    for (const [message, outgoing] of [
      ['Happy birthday.Love from Ann', 'Happy birthday. Love from Ann'],
      ['Claim at Evil.Shop now', 'Claim at Evil. Shop now'],
      ['Happy Christmas! Love, Gran.', 'Happy Christmas! Love, Gran.'],
    ]) {
      const body = copy(emailCard);
      body.order.order_items[0]!.field_card[0]!.field_message = message!;
      expect(await order(handler, body), message).toMatchObject({ status: 201 });
      expect((sent.at(-1) as Golden).order.order_items[0]!.field_card[0]!.field_message).toBe(outgoing);
    }
    for (const message of ['Claim at phish.example/claim', 'Claim at Phish.Example/claim', 'see x.ie', 'Visit Phish.Com']) {
      const body = copy(emailCard);
      body.order.order_items[0]!.field_card[0]!.field_message = message;
      expect(await order(handler, body), message).toMatchObject({ status: 400, errorMessage: CARD_MESSAGE_LINK });
    }
    expect(sent).toHaveLength(3);
  });

  it("refuses a link in an e-card's recipient name, which the e-mail greets them by", async () => {
    const { handler, sent } = giftRoute();
    const named = copy(emailCard);
    named.order.order_items[0]!.field_card[0]!.field_recipient_name = 'Claim at phish.example';
    expect(await order(handler, named)).toMatchObject({ status: 400, errorMessage: CARD_NAME_LINK });
    expect(sent).toEqual([]);
    const spaced = copy(emailCard);
    spaced.order.order_items[0]!.field_card[0]!.field_recipient_name = 'Evil.Shop';
    expect(await order(handler, spaced)).toMatchObject({ status: 201 });
    expect((sent[0] as Golden).order.order_items[0]!.field_card[0]!.field_recipient_name).toBe('Evil. Shop');
  });

  it('refuses more cards than the quantity (a spam relay), an email card on postal delivery, and cards a product does not offer', async () => {
    const { handler, sent } = giftRoute();
    const relay = copy(emailCard);
    const card = relay.order.order_items[0]!.field_card[0]!;
    relay.order.order_items[0]!.field_card = Array.from({ length: 99 }, (_, i) => ({ ...card, field_recipient_email: `victim${i}@example.com` }));
    expect(await order(handler, relay)).toMatchObject({ status: 400, errorMessage: CARDS_CHANGED });
    const postalEmail = copy(emailCard);
    postalEmail.order.order_items[0]!.field_card_delivery = 'postal';
    expect(await order(handler, postalEmail)).toMatchObject({ status: 400, errorMessage: CARDS_CHANGED });
    // The cow offers postal cards only.
    const cowEmail = copy(emailCard);
    cowEmail.order.order_items[0]!.purchased_entity.sku = 'GIFT-COW';
    cowEmail.order.order_items[0]!.unit_price.number = '250.00';
    expect(await order(handler, cowEmail)).toMatchObject({ status: 400, errorMessage: CARDS_CHANGED });
    expect(sent).toEqual([]);
  });

  it('refuses a sending time in the past or absurdly far ahead', async () => {
    const { handler, sent } = giftRoute();
    for (const seconds of [0, Math.floor(NOW.getTime() / 1000) - 3 * 86_400, 4_102_444_800, 2 ** 40]) {
      const body = copy(emailCard);
      body.order.order_items[0]!.field_card[0]!.field_sending_timestamp = seconds;
      expect((await order(handler, body)).status).toBe(400);
    }
    expect(sent).toEqual([]);
  });

  it('refuses quantities and custom amounts past their bounds', async () => {
    const { handler, sent } = giftRoute();
    const many = copy(emailCard);
    many.order.order_items[0]!.quantity = 100;
    expect((await order(handler, many)).status).toBe(400);
    const rich = copy(corporateCustom);
    rich.order.order_items[0]!.unit_price.number = '9999999.00';
    expect((await order(handler, rich)).status).toBe(400);
    const cheap = copy(corporateCustom);
    cheap.order.order_items[0]!.unit_price.number = '0.50';
    expect((await order(handler, cheap)).status).toBe(400);
    expect(sent).toEqual([]);
  });

  it('passes a captcha token on untouched by default; with CAPTCHA_VERIFY=site verifies it, and a card claiming a wallet needs it (issue 37)', async () => {
    const cardCaptcha: SiteSettings = { ...EMPTY_SETTINGS, checkout: { ...EMPTY_SETTINGS.checkout, captchaCard: true } };
    const asked: string[] = [];
    const refusing = async (check: { token: string | null | undefined }) => (asked.push(check.token ?? ''), { ok: false as const, reason: 'rejected' as const, codes: ['timeout-or-duplicate'] });
    const claimsWallet = copy(emailCard) as Golden & { captchaToken?: string };
    (claimsWallet.payment.details as Record<string, unknown>).wallet = 'google_pay';
    // Backend (the default): the token goes on as it came, the provider is never asked.
    const backend = giftRoute({ settings: async () => cardCaptcha, captcha: refusing });
    expect(await order(backend.handler, { ...emailCard, captchaToken: 'fake-turnstile.key.gift_order.1' })).toMatchObject({ status: 201 });
    expect(backend.sent).toEqual([expect.objectContaining({ captchaToken: 'fake-turnstile.key.gift_order.1' })]);
    expect(asked).toEqual([]);
    // Site: the provider is asked, and its refusal sends nothing; the wallet label skips nothing.
    const site = giftRoute({ settings: async () => cardCaptcha, captcha: refusing });
    Object.assign(process.env, { CAPTCHA_VERIFY: 'site' });
    resetConfigForTests();
    expect(await order(site.handler, { ...emailCard, captchaToken: 'fake-turnstile.key.gift_order.2' })).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(asked).toEqual(['fake-turnstile.key.gift_order.2']);
    expect(await order(site.handler, claimsWallet)).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(site.sent).toEqual([]);
  });

  it('refuses a card payment without the captcha the settings ask for, and control characters in a card', async () => {
    const captcha: SiteSettings = { ...EMPTY_SETTINGS, checkout: { ...EMPTY_SETTINGS.checkout, captchaCard: true } };
    const { handler, sent } = giftRoute({ settings: async () => captcha });
    expect(await order(handler, emailCard)).toMatchObject({ status: 400, errorMessage: CAPTCHA_MISSING });
    expect(await order(handler, { ...emailCard, captchaToken: 'sandbox-captcha-gift_order-1' })).toMatchObject({ status: 201 });
    const nul = copy(emailCard);
    nul.order.order_items[0]!.field_card[0]!.field_recipient_name = 'Niamh\u0000';
    expect((await order(giftRoute().handler, nul)).status).toBe(400);
    const surrogate = copy(emailCard);
    surrogate.order.order_items[0]!.field_card[0]!.field_message = 'Happy Christmas \udfff';
    expect((await order(giftRoute().handler, surrogate)).status).toBe(400);
    const lines = copy(emailCard);
    lines.order.order_items[0]!.field_card[0]!.field_message = 'Happy Christmas,\r\n\tNiamh';
    expect((await order(giftRoute().handler, lines)).status).toBe(201);
    expect(sent).toHaveLength(1);
  });

  it('refuses a one-off direct debit on a gift order in the route: the backend never sees it', async () => {
    const { handler, sent } = giftRoute();
    const debit = { ...copy(emailCard), payment: { gateway: 'direct_debit_sepa_ie_test', type: 'direct_debit_sepa', details: { account_name: 'A. Byrne', iban: 'IE29AIBK93115212345678', debit_date: '2', accept_direct_debits: '1', one_signatory: '1' } } };
    expect(await order(handler, debit)).toMatchObject({ status: 400, errorMessage: DIRECT_DEBIT_NOT_FOR_GIFTS });
    expect(sent).toEqual([]);
  });

  it('has a minimum custom price for corporate custom-price gifts', async () => {
    const { handler, sent } = giftRoute();
    for (const number of ['1.00', '9.99']) {
      const cheap = copy(corporateCustom);
      cheap.order.order_items[0]!.unit_price.number = number;
      expect(await order(handler, cheap)).toMatchObject({ status: 400, errorMessage: corporateMinimumMessage('EUR') });
    }
    expect(sent).toEqual([]);
    const least = copy(corporateCustom);
    least.order.order_items[0]!.unit_price.number = '10.00';
    expect(await order(handler, least)).toMatchObject({ status: 201 });
  });

  describe('a donation gift (issue 46 §4: €1 gift donations carried 50 e-cards each)', () => {
    const withDonationGift = { catalogue: async (): Promise<Catalogue> => ({ products: [...CATALOGUE, DONATION_GIFT], categories: [] }) };
    /** The e-card golden as a donation gift of `number` euros × `quantity`, with `cards` e-cards to different inboxes. */
    const donation = (number: string, quantity: number, cards = quantity) => {
      const body = copy(emailCard);
      const item = body.order.order_items[0]!;
      item.purchased_entity.sku = 'GIFT-DONATION-WATER';
      item.unit_price.number = number;
      item.quantity = quantity;
      item.field_card = Array.from({ length: cards }, (_, i) => ({ ...item.field_card[0]!, field_recipient_email: `inbox${i}@example.com` }));
      return body;
    };

    it('refuses a custom amount under the donation floor with a clear 400, and sends one at the floor', async () => {
      const { handler, sent } = giftRoute(withDonationGift);
      for (const number of ['1.00', '4.99']) {
        expect(await order(handler, donation(number, 1)), number).toMatchObject({ status: 400, errorMessage: giftDonationMinimumMessage('EUR') });
      }
      expect(giftDonationMinimumMessage('EUR')).toBe("The minimum donation is €5. Please change the amount on the gift's page.");
      // The probe: 50 e-cards on €1 × 50.
      expect(await order(handler, donation('1.00', 50))).toMatchObject({ status: 400, errorMessage: giftDonationMinimumMessage('EUR') });
      expect(sent).toEqual([]);
      expect(await order(handler, donation('5.00', 1))).toMatchObject({ status: 201 });
      expect(await order(handler, donation('12.50', 2))).toMatchObject({ status: 201 });
      expect(sent).toHaveLength(2);
    });

    it('sends no more e-cards than the gifts paid for: one a gift (SPEC §4: card lists are kept equal to the quantity)', async () => {
      const { handler, sent } = giftRoute(withDonationGift);
      // One €5 gift with 50 cards, or 2 with 3: more cards than gifts bought.
      expect(await order(handler, donation('5.00', 1, 50))).toMatchObject({ status: 400, errorMessage: CARDS_CHANGED });
      expect(await order(handler, donation('5.00', 2, 3))).toMatchObject({ status: 400, errorMessage: CARDS_CHANGED });
      // The same gift split over two items: each item's cards within its own quantity.
      const split = donation('5.00', 1, 1);
      split.order.order_items.push({ ...copy(split.order.order_items[0]!), field_card: [] });
      split.order.order_items[1]!.field_card = Array.from({ length: 2 }, () => copy(split.order.order_items[0]!.field_card[0]!));
      expect(await order(handler, split)).toMatchObject({ status: 400, errorMessage: CARDS_CHANGED });
      expect(sent).toEqual([]);
      expect(await order(handler, donation('5.00', 3, 3))).toMatchObject({ status: 201 });
      expect(await order(handler, donation('5.00', 3, 1))).toMatchObject({ status: 201 });
    });
  });

  it(`sends at most ${MAX_EMAIL_CARDS_PER_ORDER} e-cards in one order (a €10 gift × 99 is no mail relay)`, async () => {
    const { handler, sent } = giftRoute();
    const withCards = (count: number) => {
      const body = copy(corporateCustom);
      const item = body.order.order_items[0]!;
      item.unit_price.number = '10.00';
      item.quantity = count;
      item.field_card = Array.from({ length: count }, (_, i) => ({ ...item.field_card[0]!, field_recipient_email: `staff${i}@example.com` }));
      return body;
    };
    expect(await order(handler, withCards(MAX_EMAIL_CARDS_PER_ORDER + 1))).toMatchObject({ status: 400, errorMessage: TOO_MANY_EMAIL_CARDS });
    expect(await order(handler, withCards(99))).toMatchObject({ status: 400, errorMessage: TOO_MANY_EMAIL_CARDS });
    expect(sent).toEqual([]);
    expect(await order(handler, withCards(MAX_EMAIL_CARDS_PER_ORDER))).toMatchObject({ status: 201 });
  });

  it('strips bidi and invisible format characters from card texts and names before the backend mails them', async () => {
    const { handler, sent } = giftRoute();
    const body = copy(emailCard);
    const card = body.order.order_items[0]!.field_card[0]!;
    card.field_recipient_name = 'Niamh\u202E\u2066';
    card.field_message = '\uFEFFHappy Christmas\u200B from \u202Dus\u202C\u200E';
    body.profile.address.given_name = '\u2067Aoife\u2069';
    expect(await order(handler, body)).toMatchObject({ status: 201 });
    const got = sent[0] as typeof emailCard;
    expect(got.order.order_items[0]!.field_card[0]).toMatchObject({ field_recipient_name: 'Niamh', field_message: 'Happy Christmas from us' });
    expect(got.profile.address.given_name).toBe('Aoife');
    // A name of format characters alone is no name.
    const blank = copy(emailCard);
    blank.order.order_items[0]!.field_card[0]!.field_recipient_name = '\u202E\u200B';
    expect((await order(handler, blank)).status).toBe(400);
    expect(sent).toHaveLength(1);
  });

  it("checks the source code against the settings' started codes: kept exactly when started, else dropped", async () => {
    const code = postalCard.order.field_source_code!;
    const withCodes = (startsAt: string): SiteSettings => ({ ...EMPTY_SETTINGS, sourceCodes: [{ code, label: 'Christmas mailing', startsAt }] });
    // The postal-card golden is a live (production) order.
    const live = (sources: Partial<GiftRuleSources>) => {
      const made = giftRoute(sources);
      process.env.APP_ENV = 'production';
      resetConfigForTests();
      return made;
    };
    const started = live({ settings: async () => withCodes('2020-01-01T00:00:00Z') });
    expect(await order(started.handler, postalCard)).toMatchObject({ status: 201 });
    expect(started.sent).toEqual([postalCard]); // the golden body, exactly
    for (const settings of [EMPTY_SETTINGS, withCodes('2099-01-01T00:00:00Z')]) {
      const { handler, sent } = live({ settings: async () => settings });
      const other = copy(postalCard);
      expect(await order(handler, other)).toMatchObject({ status: 201 });
      expect((sent[0] as typeof postalCard).order.field_source_code).toBeNull();
      expect({ ...(sent[0] as typeof postalCard), order: { ...(sent[0] as typeof postalCard).order, field_source_code: code } }).toEqual(postalCard);
    }
  });
});
