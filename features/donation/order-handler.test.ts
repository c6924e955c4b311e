import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/edge/config';
import { setLogSink } from '@/edge/log';
import goldenIe from './golden/ie-single-card-5pct.json';
import { METHOD_UNAVAILABLE } from '@/features/checkout/data';
import { handleDonationOrder } from './order-handler';

// The donation route's own checks, before any backend call: the gateway must belong to the
// server's payment mode (SPEC §6) and the currency must be the site's.

vi.mock('server-only', () => ({}));

const saved = { ...process.env };

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/donation/order', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 200)}`, ...headers },
    body: JSON.stringify(body),
  });
}

function useEnv(env: Record<string, string>) {
  Object.assign(process.env, { BACKEND_URL: 'http://127.0.0.1:9', ...env });
  resetConfigForTests();
}

afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

describe('POST /api/donation/order checks', () => {
  it('refuses a test gateway in production without the payment secret, and a live one on staging', async () => {
    const restore = setLogSink(() => undefined);
    try {
      useEnv({ APP_ENV: 'production', DEFAULT_COUNTRY: 'IE', PAYMENT_SECRET: 'secret-1' });
      const testBody = { ...goldenIe, payment: { ...goldenIe.payment, gateway: 'stripe_ie_test' } };
      expect(await (await handleDonationOrder(post(testBody))).json()).toMatchObject({ statusCode: 400, errorMessage: METHOD_UNAVAILABLE });
      // With the secret the test gateway passes the check (and then meets the unreachable backend: 502).
      expect((await handleDonationOrder(post(testBody, { 'x-payment-secret': 'secret-1' }))).status).toBe(502);
      useEnv({ APP_ENV: 'staging', DEFAULT_COUNTRY: 'IE' });
      expect(await (await handleDonationOrder(post(goldenIe))).json()).toMatchObject({ statusCode: 400, errorMessage: METHOD_UNAVAILABLE });
    } finally {
      restore();
    }
  });

  it('refuses another country’s currency', async () => {
    // Staging: a test gateway needs no provider key, so the currency is what is refused.
    useEnv({ APP_ENV: 'staging', DEFAULT_COUNTRY: 'GB' });
    const body = { ...goldenIe, payment: { ...goldenIe.payment, gateway: 'stripe_gb_test' } };
    expect(await (await handleDonationOrder(post(body))).json()).toMatchObject({ statusCode: 400, errorMessage: 'The donation must be in the site currency.' });
  });
});
