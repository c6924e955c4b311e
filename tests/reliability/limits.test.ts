import { describe, expect, it } from 'vitest';
import { PREVIEW_PAGES_PER_MINUTE } from '@/edge/preview-check';
import { SECRET_GUESSES } from '@/edge/secret';
import { ROUTER_QUESTIONS_PER_MINUTE } from '@/routing/ask';
import { REVOLUT_MOUNT } from '@/sandbox/revolut';
import { CONTROL_TOKEN } from '@/tests/support/sandbox';
import { recordFigure, reliability } from './figures';
import { rawRequest, type RawResponse } from './http';
import { donationOrderBody, giftOrderBody } from './orders';

// Issue 46 §2: every per-client limit, against a client that writes a new X-Forwarded-For,
// X-Real-IP and x-vercel-forwarded-for into each request. The suite's server is
// scripts/serve.mjs, which stamps the TCP peer into X-Forwarded-For before Next sees the
// request (request/peer-stamp.mjs), so the limit must hold exactly as it holds for the same
// client sending no such header: 429 (with Retry-After) at the same request, and the backend
// (the sandbox's request log) asked no more often than the allowance. Each row is run twice,
// from two loopback addresses of its own (no other file uses 127.0.46.x, so no bucket is shared
// with another test): first without the headers, then with them rotating.
// The admin secret shares the payment secret's allowance (features/content/preview.ts
// secretGuesses) and is checked in production only: this staging build has the payment row.

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
}

/** What a run sends with: its client's address, its address headers, its cookies. */
interface Client {
  from: string;
  headers: Record<string, string>;
  cookie: string | null;
  /** A mark unique to the run, in what it sends where the backend call shows it. */
  tag: string;
}

interface Limit {
  name: string;
  allowance: number;
  /** What a request past the allowance gets: 429, or the answer without the costly call (a preview token left unchecked). */
  past: '429' | 'unchecked';
  /** One request of the run, the n-th (from 0). */
  send(n: number, client: Client): Promise<RawResponse>;
  /** The backend calls the limit bounds. */
  counts(call: Call, client: Client): boolean;
  /** Cookies for the run's requests (a preview mode turned on first). */
  cookie?(from: string): Promise<string>;
}

const EXTRA = 3;
const json = { 'content-type': 'application/json' };
const site = () => reliability().siteUrl;
const host = () => `localhost:${new URL(site()).port}`;
const get = (path: string, client: Client, headers: Record<string, string> = {}) => {
  const cookie: Record<string, string> = client.cookie ? { cookie: client.cookie } : {};
  return rawRequest(`${site()}${path}`, { host: host(), localAddress: client.from, headers: { ...client.headers, ...cookie, ...headers } });
};
const post = (path: string, client: Client, body: unknown, headers: Record<string, string> = json) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return rawRequest(`${site()}${path}`, { host: host(), method: 'POST', localAddress: client.from, headers: { ...client.headers, ...headers }, body: text });
};
const order = (path: string, body: unknown) => (n: number, client: Client) => post(path, client, body, { ...json, 'idempotency-key': crypto.randomUUID() });
const onPath = (path: string, method = 'GET') => (call: Call) => call.path === path && call.method === method;
const revolutBody = () => ({ ...donationOrderBody(), payment: { gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: 'to-come' } } });
const couponItems = [{ purchased_entity: { sku: 'GIFT-TREES' }, unit_price: { number: '10.00', currency_code: 'EUR' }, quantity: 1 }];

/** The cookies a preview mode turned on by `?previewMode=1` sets (Next's draft mode and the middleware's own). */
async function previewCookies(from: string): Promise<string> {
  const response = await rawRequest(`${site()}/about-us?previewMode=1`, { host: host(), localAddress: from });
  expect(response.status).toBe(307);
  const set = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const pairs = set.map((line) => line.split(';')[0]!).filter((pair) => !pair.endsWith('='));
  expect(pairs.length, set.join(' | ')).toBeGreaterThan(0);
  return pairs.join('; ');
}

const LIMITS: Limit[] = [
  {
    name: 'POST /api/donation/order (orders, shared with gifts)',
    allowance: 8,
    past: '429',
    send: (n, client) => order('/api/donation/order', donationOrderBody())(n, client),
    counts: onPath('/commerce/order/create', 'POST'),
  },
  {
    name: 'POST /api/gifts/order (orders, shared with donations)',
    allowance: 8,
    past: '429',
    send: (n, client) => order('/api/gifts/order', giftOrderBody(`xff-${n}@example.ie`))(n, client),
    counts: onPath('/commerce/order/create', 'POST'),
  },
  {
    name: 'POST /api/checkout/revolut-order (Revolut orders)',
    allowance: 10,
    past: '429',
    send: (n, client) => post('/api/checkout/revolut-order', client, revolutBody()),
    counts: onPath(`${REVOLUT_MOUNT}/api/orders`, 'POST'),
  },
  {
    name: 'POST /api/gifts/coupon',
    allowance: 20,
    past: '429',
    send: (n, client) => post('/api/gifts/coupon', client, { coupon: `XFF${n}`, order_items: couponItems }),
    counts: onPath('/commerce-promotion/validate-coupon', 'POST'),
  },
  {
    name: 'GET /api/checkout/address (look-ups, shared with bank)',
    allowance: 30,
    past: '429',
    send: (n, client) => get(`/api/checkout/address?postcode=D02X${String(n).padStart(3, '0')}`, client),
    counts: onPath('/address/find'),
  },
  {
    name: 'GET /api/checkout/bank (look-ups, shared with address)',
    allowance: 30,
    past: '429',
    send: (n, client) => get('/api/checkout/bank?iban=IE29AIBK93115212345678', client),
    counts: onPath('/bank/validate'),
  },
  {
    name: 'POST /api/vitals',
    allowance: 120,
    past: '429',
    send: (n, client) => post('/api/vitals', client, '{}'),
    counts: () => false,
  },
  {
    name: 'POST /api/csp-report (the vitals limiter, its own count)',
    allowance: 120,
    past: '429',
    send: (n, client) => post('/api/csp-report', client, '{}', { 'content-type': 'application/csp-report' }),
    counts: () => false,
  },
  {
    name: 'GET /api/search (the vitals limiter, its own count)',
    allowance: 120,
    past: '429',
    send: (n, client) => get(`/api/search?keys=${client.tag}-${n}`, client),
    counts: (call, client) => call.path === '/search' && (call.query.keys ?? '').startsWith(client.tag),
  },
  {
    name: 'POST /api/revalidate, wrong webhook secrets (15 min)',
    allowance: 20,
    past: '429',
    send: (n, client) => post('/api/revalidate', client, { tags: ['node:999999'] }, { ...json, 'x-revalidate-secret': `guess-${n}` }),
    counts: () => false,
  },
  {
    name: '?paymentSecret=, wrong secrets (15 min; admin secret and preview tokens share it)',
    allowance: SECRET_GUESSES,
    past: '429',
    send: (n, client) => get(`/about-us?paymentSecret=guess-${n}`, client),
    counts: () => false,
  },
  {
    name: '?previewToken=, token checks with the router (a minute; past it unchecked, no 429)',
    allowance: 10,
    past: 'unchecked',
    send: (n, client) => get(`/about-us?previewToken=${client.tag}-${n}`, client),
    counts: (call, client) => call.path === '/decoupled-router' && (call.query.previewToken ?? '').startsWith(client.tag),
  },
  {
    name: 'preview-mode pages (middleware, a minute)',
    allowance: PREVIEW_PAGES_PER_MINUTE,
    past: '429',
    cookie: previewCookies,
    send: (n, client) => get(`/about-us?${client.tag}=${n}`, client),
    counts: (call) => call.path === '/decoupled-router' && call.query.path === '/about-us',
  },
  {
    name: 'kept preview tokens the router refuses (middleware, 15 min; past it dropped unasked)',
    allowance: SECRET_GUESSES,
    past: 'unchecked',
    cookie: previewCookies,
    send: (n, client) => get('/about-us', client, { cookie: `${client.cookie}; cw_preview_token=${client.tag}-${n}` }),
    counts: (call, client) => call.path === '/decoupled-router' && (call.query.previewToken ?? '').startsWith(client.tag),
  },
  {
    name: 'router questions (middleware, unknown paths, a minute)',
    allowance: ROUTER_QUESTIONS_PER_MINUTE,
    past: '429',
    send: (n, client) => get(`/${client.tag}-${n}/nowhere`, client),
    counts: (call, client) => call.path === '/decoupled-router' && (call.query.path ?? '').includes(client.tag),
  },
];

async function backendLog(method: 'GET' | 'DELETE'): Promise<Call[]> {
  const response = await fetch(`${reliability().sandboxUrl}/_sandbox/requests`, { method, headers: { 'x-sandbox-token': CONTROL_TOKEN } });
  return ((await response.json()) as { requests: Call[] }).requests;
}

let spoofed = 0;
/** Address headers no request of the file repeats: a limiter that read them would count each request as a new client. */
function rotating(): Record<string, string> {
  const n = ++spoofed;
  const v4 = (base: string) => `${base}.${(n >> 8) & 255}.${n & 255}`;
  return { 'x-forwarded-for': `${v4('198.18')}, ${v4('198.19')}`, 'x-real-ip': v4('203.0'), 'x-vercel-forwarded-for': `2001:db8:${n.toString(16)}::1` };
}

interface Run {
  statuses: number[];
  /** How many requests were answered before the first 429 (all of them: none was). */
  answered: number;
  tooMany: number;
  /** Every 429 carried a Retry-After of whole seconds. */
  retryAfter: boolean;
  calls: number;
}

async function run(limit: Limit, from: string, spoof: boolean, tag: string): Promise<Run> {
  const cookie = limit.cookie ? await limit.cookie(from) : null;
  await backendLog('DELETE');
  const statuses: number[] = [];
  let retryAfter = true;
  for (let n = 0; n < limit.allowance + EXTRA; n++) {
    const client: Client = { from, headers: spoof ? rotating() : {}, cookie, tag };
    const response = await limit.send(n, client);
    statuses.push(response.status);
    if (response.status === 429) retryAfter &&= /^[1-9]\d*$/.test(String(response.headers['retry-after'] ?? ''));
  }
  const client: Client = { from, headers: {}, cookie, tag };
  const calls = (await backendLog('GET')).filter((call) => limit.counts(call, client)).length;
  const first = statuses.indexOf(429);
  return { statuses, answered: first < 0 ? statuses.length : first, tooMany: statuses.filter((s) => s === 429).length, retryAfter, calls };
}

describe('every per-client limit against a rotating X-Forwarded-For (issue 46 §2)', () => {
  LIMITS.forEach((limit, i) => {
    it(`${limit.name}: ${limit.allowance} allowed, as without the header`, async () => {
      const sent = limit.allowance + EXTRA;
      const plain = await run(limit, `127.0.46.${2 * i + 1}`, false, `xff${i}a`);
      const spoofing = await run(limit, `127.0.46.${2 * i + 2}`, true, `xff${i}b`);
      const histogram = (r: Run) => [...new Set(r.statuses)].map((s) => `${s}×${r.statuses.filter((t) => t === s).length}`).join(' ');
      recordFigure(
        'limits, rotating X-Forwarded-For',
        `${limit.name}: allowance ${limit.allowance}, sent ${sent}`,
        `429s ${spoofing.tooMany} (without the header ${plain.tooMany}); backend calls ${spoofing.calls} (${plain.calls}); ${histogram(spoofing)}`,
      );
      // Without the header: the limit as designed.
      if (limit.past === '429') {
        expect(plain.answered, histogram(plain)).toBe(limit.allowance);
        expect(plain.tooMany).toBe(EXTRA);
      } else {
        // No 429: the limit shows in the calls, which stop at the allowance.
        expect(plain.tooMany, histogram(plain)).toBe(0);
        expect(plain.calls).toBe(limit.allowance);
      }
      expect(plain.retryAfter).toBe(true);
      expect(plain.calls).toBeLessThanOrEqual(limit.allowance);
      // With a new address in the headers on every request: exactly the same.
      expect(spoofing.statuses.map((s) => s === 429), histogram(spoofing)).toEqual(plain.statuses.map((s) => s === 429));
      expect(spoofing.retryAfter).toBe(true);
      expect(spoofing.calls).toBe(plain.calls);
      expect(spoofing.calls).toBeLessThanOrEqual(limit.allowance);
    });
  });
});
