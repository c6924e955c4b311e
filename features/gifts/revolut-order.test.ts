import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { MemoryRateLimiter } from '@/request/rate-limit';
import { fromPeer } from '@/tests/support/next-request';
import { handleRevolutOrder, type CheckResult } from '@/features/checkout/data';
import { EMPTY_SETTINGS } from '@/features/settings';
import { addProduct, EMPTY_BASKET, productData } from './basket/model';
import type { Catalogue, CouponResult, Product } from './catalogue';
import { buildGiftOrder, type GiftBuyer } from './order';
import { BASKET_CHANGED, COUPON_CHANGED, giftOrderRules, type GiftRuleSources } from './order-handler';
import { CATALOGUE, GOAT } from '@/tests/fixtures/gift-products';

// A Revolut Pay gift order meets /api/checkout/revolut-order: the gift route's own rules (the
// catalogue's prices, cards, free gifts) run before any Revolut order exists, and the Revolut
// order is for what the buyer pays: the items, or the coupon's total.

vi.mock('server-only', () => ({}));

const saved = { ...process.env };
beforeAll(() => {
  // Staging: test payment mode, where Revolut Pay's test gateway is allowed.
  Object.assign(process.env, { APP_ENV: 'staging', DEFAULT_COUNTRY: 'IE', REVOLUT_SECRET_KEY_TEST: 'sk_sandbox_revolut_stand_in', REVOLUT_API_URL_TEST: 'http://127.0.0.1:4999/revolut' });
  resetConfigForTests();
});
afterAll(() => {
  process.env = { ...saved };
  resetConfigForTests();
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
const PENDING = { gateway: 'revolut' as const, type: 'credit_card' as const, details: { revolut_order_id: 'to-come' } };

function giftOrder(products: [Product, number][], coupon: string | null = null) {
  let basket = EMPTY_BASKET;
  for (const [product, quantity] of products) {
    for (let i = 0; i < quantity; i += 1) basket = addProduct(basket, { id: product.id, path: product.url, data: productData(product, 'EUR')! }).basket;
  }
  return { ...buildGiftOrder({ basket, buyer: BUYER, giftaid: false, sourceCode: null, country: 'IE', payment: PENDING }), coupon };
}

function route(coupon: (items: unknown[], code: string) => Promise<CouponResult> = async () => ({ status: 'rejected', errorMessage: 'no coupon' })) {
  const sources: GiftRuleSources = { catalogue: async () => catalogue, settings: async () => EMPTY_SETTINGS, coupon };
  const fetcher = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ id: 'r-1', token: 'ord_public_9', state: 'pending' }, { status: 201 }));
  const unused = { schema: giftOrderRules(sources).schema, check: (): CheckResult => 'not this route', total: async () => 0, description: '' };
  const ask = async (body: unknown) => {
    const request = new Request('http://localhost/api/checkout/revolut-order', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    fromPeer(request.headers, '198.51.100.9');
    const restore = setLogSink(() => undefined);
    try {
      const response = await handleRevolutOrder(request, { donation: unused, gift: giftOrderRules(sources) }, { fetcher: fetcher as unknown as typeof fetch, limiter: new MemoryRateLimiter({ limit: 100, windowMs: 60_000 }), revolutLimiter: new MemoryRateLimiter({ limit: 100, windowMs: 60_000 }) });
      return { status: response.status, body: (await response.json()) as { publicId?: string; message?: string } };
    } finally {
      restore();
    }
  };
  const amounts = () => fetcher.mock.calls.map(([, init]) => (JSON.parse(String(init.body)) as { amount: number; capture_mode: string }));
  return { ask, amounts };
}

describe('a Revolut Pay gift order', () => {
  it('gets a manual-capture Revolut order for its items at their catalogue prices', async () => {
    const { ask, amounts } = route();
    expect(await ask(giftOrder([[GOAT, 2]]))).toEqual({ status: 201, body: { publicId: 'ord_public_9', orderId: 'r-1', grant: expect.stringMatching(/^r-1\.\d+\.[\w-]{43}$/) } });
    expect(amounts()).toEqual([{ amount: 6000, currency: 'EUR', description: 'Gift order', capture_mode: 'manual' }]);
  });

  it('gets none when a price is not the catalogue’s', async () => {
    const { ask, amounts } = route();
    const body = giftOrder([[GOAT, 1]]);
    body.order.order_items[0]!.unit_price.number = '3.00';
    expect(await ask(body)).toEqual({ status: 400, body: { message: BASKET_CHANGED } });
    expect(amounts()).toEqual([]);
  });

  it('is charged the coupon’s total, and a coupon the backend refuses now gets no Revolut order', async () => {
    const asked: unknown[] = [];
    const discounted = route(async (items, code) => {
      asked.push([items, code]);
      return { status: 'fulfilled', code, totalPrice: 2700, discount: 300, offerType: 'order_percentage_off', freeGiftId: null };
    });
    expect((await discounted.ask(giftOrder([[GOAT, 1]], 'WINTER10'))).status).toBe(201);
    expect(discounted.amounts()[0]!.amount).toBe(2700);
    expect(asked).toEqual([[[{ purchased_entity: { sku: 'GIFT-GOAT' }, unit_price: { number: '30.00', currency_code: 'EUR' }, quantity: 1 }], 'WINTER10']]);

    const expired = route(async () => ({ status: 'rejected', errorMessage: 'The voucher code WINTER10 has expired.' }));
    expect(await expired.ask(giftOrder([[GOAT, 1]], 'WINTER10'))).toEqual({ status: 400, body: { message: COUPON_CHANGED } });
    expect(expired.amounts()).toEqual([]);
  });
});
