import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from '@/tests/support/sandbox';

// Random, hostile requests to every endpoint: the sandbox answers each with a JSON status
// below 500 and a message for the errors, and never crashes. Seeded, so a failure repeats.

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.cleanup());

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENDPOINTS = [
  ['GET', '/decoupled-router'],
  ['GET', '/site-settings'],
  ['GET', '/content-paths'],
  ['GET', '/content-listing'],
  ['GET', '/search'],
  ['GET', '/knowledge-hub'],
  ['GET', '/gifts/catalogue'],
  ['GET', '/address/find'],
  ['GET', '/bank/validate'],
  ['POST', '/commerce/order/create'],
  ['POST', '/commerce-promotion/validate-coupon'],
] as const;
const PARAMS = ['path', 'storefront', 'type', 'value', 'page', 'keys', 'theme', 'country', 'postcode', 'sort_code', 'account_number', 'iban', 'previewToken', '_format', 'language'];
const STRINGS = ['', ' ', '/', '//', '/home', '/../../etc/passwd', '%', '%zz', '-1', '1e9', 'NaN', 'null', 'main', 'gifts', 'GB', 'IE', 'country', 'ethiopia', '<script>alert(1)</script>', "' OR 1=1 --", '🐐', '\u0000', 'é'.repeat(3000), 'x'.repeat(70_000)];

const HEADER_STRINGS = STRINGS.filter((s) => /^[\x20-\x7e]*$/.test(s));

function randomJson(rand: () => number, depth: number): unknown {
  const r = rand();
  if (depth > 5 || r < 0.3) {
    const leaves = [null, true, false, 0, -1, 1.5, 1e308, '', 'donation', 'gift', '25.00', 'pm_card_visa', STRINGS[Math.floor(rand() * STRINGS.length)]];
    return leaves[Math.floor(rand() * leaves.length)];
  }
  if (r < 0.5) return Array.from({ length: Math.floor(rand() * 4) }, () => randomJson(rand, depth + 1));
  const keys = ['order', 'type', 'payment', 'profile', 'user', 'order_items', 'coupon', 'mail', 'details', 'unit_price', 'number', '__proto__', 'constructor'];
  return Object.fromEntries(Array.from({ length: Math.floor(rand() * 5) }, () => [keys[Math.floor(rand() * keys.length)]!, randomJson(rand, depth + 1)]));
}

describe('sandbox under random input', () => {
  it('answers 600 hostile requests without a 5xx or a crash', async () => {
    const rand = prng(20261122);
    const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    for (let i = 0; i < 600; i += 1) {
      const [method, endpoint] = pick(ENDPOINTS);
      const url = new URL(endpoint, sandbox.url);
      if (rand() < 0.9) url.searchParams.set('consumerId', rand() < 0.9 ? 'fuzz' : pick(STRINGS));
      for (let p = Math.floor(rand() * 5); p > 0; p -= 1) url.searchParams.append(pick(PARAMS), pick(STRINGS));
      const init: RequestInit = { method };
      if (method === 'POST') {
        const headers: Record<string, string> = { 'Content-Type': rand() < 0.9 ? 'application/json' : 'text/plain' };
        // Header values must be printable ASCII for fetch to send them at all.
        if (rand() < 0.8) headers['Idempotency-Key'] = rand() < 0.7 ? crypto.randomUUID() : pick(HEADER_STRINGS).slice(0, 100);
        init.headers = headers;
        init.body = rand() < 0.85 ? JSON.stringify(randomJson(rand, 0)) : pick(STRINGS);
      }
      const response = await fetch(url, init);
      const text = await response.text();
      const context = `${method} ${url.pathname}${url.search.slice(0, 200)} → ${response.status} ${text.slice(0, 200)}`;
      expect(response.status, context).toBeLessThan(500);
      const body = JSON.parse(text) as { message?: unknown };
      if (response.status >= 400) expect(typeof body.message, context).toBe('string');
    }
    const health = await fetch(`${sandbox.url}/_sandbox/health`);
    expect(health.status).toBe(200);
  });
});
