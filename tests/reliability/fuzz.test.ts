import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { setLogSink } from '@/request/log';
import { CONTROL_TOKEN } from '@/tests/support/sandbox';
import { recordFigure, reliability } from './figures';
import { donationOrderBody, giftOrderBody } from './orders';

// Property-based fuzz of every route handler under app/api, called in-process with Request
// objects against the live sandbox (as the contract tests do): wrong types, missing and extra
// fields, huge strings and arrays, deep nesting, unicode, NaN/Infinity/negative amounts,
// prices and skus that are not the catalogue's, another storefront's currency, bad content
// types. Every input is invalid by construction. Expect 0 × 5xx, 0 orders created, 0
// unhandled rejections. The burst limit is switched off here: it would answer 429 after eight
// attempts and the fuzz would test the limiter instead of the handlers behind it.

vi.mock('server-only', () => ({}));
vi.mock('@/request/rate-limit', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  class Unlimited {
    async hit() {
      return { allowed: true, remaining: 1, retryAfterSeconds: 0 };
    }
  }
  return { ...actual, MemoryRateLimiter: Unlimited };
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ORIGIN = 'http://localhost';
let unhandled = 0;
const onUnhandled = () => (unhandled += 1);
let restoreLog: () => void = () => {};
const saved = { ...process.env };

beforeAll(() => {
  const { sandboxUrl, secrets } = reliability();
  Object.assign(process.env, { BACKEND_URL: sandboxUrl, DEFAULT_COUNTRY: 'IE', APP_ENV: 'staging', REVALIDATE_SECRET: secrets.REVALIDATE_SECRET });
  resetConfigForTests();
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
  // The handlers log every refusal; thousands of lines would drown the figures.
  restoreLog = setLogSink(() => undefined);
});
afterAll(() => {
  restoreLog();
  process.off('unhandledRejection', onUnhandled);
  process.off('uncaughtException', onUnhandled);
  process.env = { ...saved };
  resetConfigForTests();
});

async function orderCount(): Promise<number> {
  const response = await fetch(`${reliability().sandboxUrl}/_sandbox/orders`, { headers: { 'x-sandbox-token': CONTROL_TOKEN } });
  return ((await response.json()) as { orders: unknown[] }).orders.length;
}

// ——— generators ———

const HOSTILE = ['', ' ', '🐐🐐', 'é'.repeat(3000), '\u0000', '\u202e', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%zz', 'null', 'NaN', '-1', '1e309', '{}', '[]'];
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...HOSTILE),
  fc.constant('x'.repeat(40_000)),
  fc.array(fc.integer(), { maxLength: 3000 }),
  fc.integer({ min: 1, max: 1000 }).map(nested),
  fc.jsonValue({ maxDepth: 3 }),
);

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Raw JSON tokens JSON.stringify cannot make: placed by a marker string, swapped in the text. */
const RAW = ['NaN', 'Infinity', '-Infinity', '1e999', '-1e999', '-0', '00025.00'];
const rawToken = fc.constantFrom(...RAW).map((t) => `__RAW__${t}__`);
const toText = (body: unknown) => JSON.stringify(body).replace(/"__RAW__(.+?)__"/g, '$1');

const clone = <T,>(value: T): T => structuredClone(value);
function setAt(target: unknown, path: (string | number)[], value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path.at(-1)!] = value;
}
function deleteAt(target: unknown, path: (string | number)[]): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = (node?.[key] ?? {}) as Record<string | number, unknown>;
  delete node[path.at(-1)!];
}

const badAmount = fc.oneof(
  rawToken,
  fc.constantFrom('-25.00', '0.00', 'abc', '', '25', '25.5', '1,000.00', '99999999.00', '25.000', ' 25.00', '٢٥.٠٠'),
  fc.constantFrom(25, -1, 0, null, true),
  fc.double({ noDefaultInfinity: false }).map((n) => n),
);
const badCurrency = fc.constantFrom('GBP', 'USD', 'eur', '', 'EURO', 1, null, '€');
const badEmail = fc.oneof(fc.constantFrom('not-an-email', '', '@', 'a@', 42, null), fc.string({ unit: 'grapheme', maxLength: 80 }).filter((s) => !s.includes('@')));
const extras = fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 4 });

type Mutation = (body: Record<string, unknown>) => void;

/** One change that makes an order invalid, whichever it is. */
function orderMutation(required: (string | number)[][], amountPath: (string | number)[], currencyPath: (string | number)[]): fc.Arbitrary<Mutation> {
  return fc.oneof(
    badAmount.map((v): Mutation => (b) => setAt(b, amountPath, v)),
    badCurrency.map((v): Mutation => (b) => setAt(b, currencyPath, v)),
    fc.constantFrom(...required).map((path): Mutation => (b) => deleteAt(b, path)),
    fc.tuple(fc.constantFrom(...required), junk.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))).map(([path, v]): Mutation => (b) => setAt(b, path, v)),
    fc.string({ maxLength: 40 }).filter((g) => !/^stripe_ie_test$/.test(g)).map((g): Mutation => (b) => setAt(b, ['payment', 'gateway'], g)),
    badEmail.map((v): Mutation => (b) => setAt(b, ['user', 'mail'], v)),
  );
}

/** An order body made invalid by one to three mutations, plus extra fields now and then. */
function invalidOrder(base: Record<string, unknown>, mutation: fc.Arbitrary<Mutation>): fc.Arbitrary<string> {
  const mutated = fc.tuple(fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.option(extras)).map(([changes, extra]) => {
    const body = clone(base);
    for (const change of changes) change(body);
    return toText(extra ? { ...extra, ...body } : body);
  });
  const whole = fc.oneof(junk.map(toText), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.constant('{"order": '), fc.constant(toText(nested(1000))));
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: whole });
}

const jsonType = fc.constantFrom('application/json', 'application/json; charset=utf-8');
const badType = fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '', 'application/json-patch+json', 'application/jsonp', 'text/json');
const idempotencyKey = fc.oneof({ weight: 9, arbitrary: fc.uuid({ version: 4 }) }, { weight: 1, arbitrary: fc.constantFrom('', 'not-a-uuid', '00000000-0000-0000-0000-000000000000', 'x'.repeat(200)) });

/** A Request that fast-check prints readably when it is a counterexample. */
function described(request: Request, body = ''): Request {
  const text = `${request.method} ${request.url.slice(0, 500)} ${JSON.stringify(Object.fromEntries(request.headers))} ${body.slice(0, 500)}`;
  return Object.assign(request, { [fc.toStringMethod]: () => text });
}
function post(path: string, body: string, contentType: string, headers: Record<string, string> = {}): Request {
  return described(new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body }), body);
}
function get(path: string, params: [string, string][]): Request {
  const url = new URL(path, ORIGIN);
  for (const [k, v] of params) url.searchParams.append(k, v);
  return described(new Request(url));
}
const param = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom(...HOSTILE), fc.integer().map(String), fc.constant('9'.repeat(400)));

// ——— the handlers ———

interface Target {
  route: string;
  /** An order route: any success answer to an invalid input is an order that should not exist. */
  orders?: boolean;
  handler: () => Promise<(request: Request) => Promise<Response> | Response>;
  input: fc.Arbitrary<Request>;
}

const donationBase = donationOrderBody() as Record<string, unknown>;
const donationRequired = [['payment'], ['order'], ['user'], ['profile'], ['order', 'order_items'], ['order', 'type'], ['payment', 'gateway'], ['user', 'mail'], ['order', 'order_items', 0, 'purchased_entity']];
const giftBase = giftOrderBody() as Record<string, unknown>;
const giftRequired = [['payment'], ['order'], ['user'], ['profile'], ['order', 'order_items'], ['order', 'type'], ['order', 'order_items', 0, 'purchased_entity', 'sku'], ['order', 'order_items', 0, 'quantity']];
const giftMutation = fc.oneof(
  orderMutation(giftRequired, ['order', 'order_items', 0, 'unit_price', 'number'], ['order', 'order_items', 0, 'unit_price', 'currency_code']),
  // skus and prices that are not the catalogue's
  fc.string({ minLength: 1, maxLength: 64 }).filter((s) => !s.startsWith('GIFT-')).map((sku): Mutation => (b) => setAt(b, ['order', 'order_items', 0, 'purchased_entity', 'sku'], sku)),
  fc.integer({ min: 1, max: 999_999 }).filter((n) => n !== 1000).map((cents): Mutation => (b) => setAt(b, ['order', 'order_items', 0, 'unit_price', 'number'], (cents / 100).toFixed(2))),
  fc.oneof(fc.integer({ min: -5, max: 0 }), fc.integer({ min: 100, max: 100_000 }), fc.constantFrom(1.5, '1', null, Number.MAX_SAFE_INTEGER)).map((q): Mutation => (b) => setAt(b, ['order', 'order_items', 0, 'quantity'], q)),
);

const orderRequest = (path: string, base: Record<string, unknown>, mutation: fc.Arbitrary<Mutation>) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.tuple(invalidOrder(base, mutation), jsonType, idempotencyKey).map(([body, type, key]) => post(path, body, type, { 'idempotency-key': key })) },
    // A valid body sent the wrong way: no JSON content type, or no key.
    { weight: 1, arbitrary: fc.tuple(badType, idempotencyKey).map(([type, key]) => post(path, toText(base), type, { 'idempotency-key': key })) },
    { weight: 1, arbitrary: jsonType.map((type) => post(path, toText(base), type)) },
  );

const couponBase = { coupon: 'XMAS10', order_items: [{ purchased_entity: { sku: 'GIFT-TREES' }, unit_price: { number: '10.00', currency_code: 'EUR' }, quantity: 1 }] };

const TARGETS: Target[] = [
  {
    route: 'POST /api/donation/order',
    orders: true,
    handler: async () => (await import('@/app/api/donation/order/route')).POST,
    input: orderRequest('/api/donation/order', donationBase, orderMutation(donationRequired, ['order', 'order_items', 0, 'unit_price', 'number'], ['order', 'order_items', 0, 'unit_price', 'currency_code'])),
  },
  {
    route: 'POST /api/gifts/order',
    orders: true,
    handler: async () => (await import('@/app/api/gifts/order/route')).POST,
    input: orderRequest('/api/gifts/order', giftBase, giftMutation),
  },
  {
    route: 'POST /api/gifts/coupon',
    handler: async () => (await import('@/app/api/gifts/coupon/route')).POST,
    input: fc.oneof(
      fc.tuple(fc.array(fc.tuple(fc.constantFrom(['coupon'], ['order_items'], ['order_items', 0, 'unit_price', 'number'], ['order_items', 0, 'purchased_entity', 'sku']), junk), { minLength: 1, maxLength: 3 }), jsonType).map(([changes, type]) => {
        const body = clone(couponBase) as Record<string, unknown>;
        for (const [path, value] of changes) setAt(body, [...path], value);
        return post('/api/gifts/coupon', toText(body), type);
      }),
      fc.tuple(junk, badType).map(([body, type]) => post('/api/gifts/coupon', toText(body), type)),
    ),
  },
  {
    route: 'GET /api/search',
    handler: async () => (await import('@/app/api/search/route')).GET,
    input: fc.array(fc.tuple(fc.constantFrom('keys', 'page', 'type', 'x'), param), { maxLength: 4 }).map((params) => get('/api/search', params)),
  },
  {
    route: 'GET /api/search/listing',
    handler: async () => (await import('@/app/api/search/listing/route')).GET,
    input: fc.array(fc.tuple(fc.constantFrom('type', 'value', 'theme', 'page'), param), { maxLength: 5 }).map((params) => get('/api/search/listing', params)),
  },
  {
    route: 'GET /api/checkout/address',
    handler: async () => (await import('@/app/api/checkout/address/route')).GET,
    input: fc.array(fc.tuple(fc.constantFrom('postcode', 'country'), param), { maxLength: 3 }).map((params) => get('/api/checkout/address', params)),
  },
  {
    route: 'GET /api/checkout/bank',
    handler: async () => (await import('@/app/api/checkout/bank/route')).GET,
    input: fc.array(fc.tuple(fc.constantFrom('iban', 'sort_code', 'account_number'), param), { maxLength: 3 }).map((params) => get('/api/checkout/bank', params)),
  },
  {
    route: 'POST /api/csp-report',
    handler: async () => (await import('@/app/api/csp-report/route')).POST,
    input: fc
      .tuple(junk, fc.constantFrom('application/csp-report', 'application/reports+json', 'application/json', 'text/plain', ''))
      .map(([body, type]) => post('/api/csp-report', toText(typeof body === 'object' && body ? { 'csp-report': body } : body), type)),
  },
  {
    route: 'POST /api/revalidate',
    handler: async () => (await import('@/app/api/revalidate/route')).POST,
    input: fc.tuple(junk, fc.boolean(), fc.constantFrom('application/json', 'text/plain')).map(([body, withSecret, type]) =>
      post('/api/revalidate', toText(body && typeof body === 'object' && !Array.isArray(body) ? { paths: body, tags: body } : body), type, {
        'x-revalidate-secret': withSecret ? (reliability().secrets.REVALIDATE_SECRET ?? '') : 'wrong',
      }),
    ),
  },
];

describe(`fuzz: ${RUNS} generated inputs per route handler under app/api`, () => {
  let ordersBefore = 0;
  beforeAll(async () => {
    ordersBefore = await orderCount();
  });

  for (const target of TARGETS) {
    it(`${target.route}: no 5xx${target.orders ? ', no order' : ''}`, async () => {
      const handler = await target.handler();
      const statuses = new Map<number, number>();
      let tried = 0;
      let failures = 0;
      await fc.assert(
        fc.asyncProperty(target.input, async (request) => {
          tried += 1;
          const response = await handler(request);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const wrong = response.status >= 500 || (target.orders === true && response.status < 300);
          if (wrong) failures += 1;
          return !wrong;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      ).finally(() => {
        const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
        recordFigure('fuzz', `${target.route}: inputs / 5xx${target.orders ? ' or 2xx' : ''}`, `${tried} / ${failures}   (${histogram})`);
      });
      expect(tried).toBeGreaterThanOrEqual(RUNS);
      expect(failures).toBe(0);
    });
  }

  it('made no order from invalid input and left no unhandled rejection', async () => {
    const created = (await orderCount()) - ordersBefore;
    recordFigure('fuzz', 'orders created from invalid input', created);
    recordFigure('fuzz', 'unhandled rejections / uncaught exceptions', unhandled);
    expect(created).toBe(0);
    expect(unhandled).toBe(0);
  });
});
