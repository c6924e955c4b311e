import type { PaymentRequest, Stripe } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import type { PaymentContext } from '../payment/provider';
import { prepareWallet, walletHandle, WALLET_CANCELLED, WALLET_LOADING, WALLET_UNAVAILABLE, type PreparedWallet } from './wallet-request';

// Safari opens the Apple Pay sheet only from inside the donor's gesture. Before, authorize()
// awaited loadStripe and canMakePayment and only then called show(). Now all of that happens
// before the click, and the handle the form calls on submit reaches show() in the same
// synchronous turn: show() has run when authorize() returns, before any microtask.

type Handler = (event?: unknown) => void;

function fakeStripe(can: { applePay: boolean; googlePay: boolean } | null = { applePay: true, googlePay: false }) {
  const log: string[] = [];
  const handlers = new Map<string, Set<Handler>>();
  const request = {
    canMakePayment: async () => (log.push('canMakePayment'), can),
    update: (options: { total: { amount: number; label: string } }) => log.push(`update ${options.total.label} ${options.total.amount}`),
    on: (type: string, handler: Handler) => (handlers.get(type) ?? handlers.set(type, new Set()).get(type)!).add(handler),
    off: (type: string, handler: Handler) => handlers.get(type)?.delete(handler),
    show: () => log.push('show'),
    emit: (type: string, event?: unknown) => [...(handlers.get(type) ?? [])].forEach((h) => h(event)),
    listeners: (type: string) => handlers.get(type)?.size ?? 0,
  };
  const stripe = {
    paymentRequest: (options: unknown) => (log.push(`paymentRequest ${JSON.stringify(options)}`), request),
  };
  return { stripe: stripe as unknown as Stripe, request: request as unknown as PaymentRequest & typeof request, log };
}

const context: PaymentContext = {
  option: { id: 'apple_pay_ie_single_live', key: 'apple_pay', label: 'Apple Pay', gateway: 'stripe_ie', mode: 'live', type: 'credit_card' } as unknown as PaymentContext['option'],
  country: 'IE',
  kind: 'single',
  mode: 'live',
  amountMinor: 2625,
  currency: 'EUR',
  donorName: 'Aoife Byrne',
  email: 'a@b.ie',
};

describe('Stripe wallets: show() inside the click', () => {
  it('prepares the request and canMakePayment before the click; the click calls show() with no await before it', async () => {
    const { stripe, request, log } = fakeStripe();
    const prepared = await prepareWallet(stripe, context, 'apple_pay');
    expect(prepared.state).toBe('ready');
    expect(log).toEqual([expect.stringContaining('paymentRequest'), 'canMakePayment']);
    log.length = 0;

    // The fee changed after the request was made: the sheet shows today's total.
    const handle = walletHandle(() => prepared, () => ({ ...context, amountMinor: 2675 }), 'apple_pay', undefined);
    // The click: whatever authorize() does, show() must have run by the time it returns.
    const pending = handle.authorize();
    expect(log).toEqual(['update Donation 2675', 'show']);

    request.emit('paymentmethod', { paymentMethod: { id: 'pm_123' }, payerName: 'Aoife Byrne', complete: (s: string) => log.push(`complete ${s}`) });
    await expect(pending).resolves.toMatchObject({ ok: true, payerName: 'Aoife Byrne', payment: { type: 'credit_card', details: { stripe_payment_method_id: 'pm_123', wallet: 'apple_pay' } } });
    // The sheet waits for the order (issue 46: it said success before the order was sent).
    expect(log.filter((l) => l.startsWith('complete'))).toEqual([]);
    handle.orderAnswered!({ statusCode: 201, orderID: '1042', orderStatus: 'completed', errorMessage: null });
    expect(log.filter((l) => l.startsWith('complete'))).toEqual(['complete success']);
    expect(request.listeners('paymentmethod') + request.listeners('cancel')).toBe(0);
  });

  it('the sheet says success only once the backend accepted the order, fail on any refusal or no answer (issue 46)', async () => {
    const { stripe, request } = fakeStripe();
    const prepared = await prepareWallet(stripe, context, 'apple_pay');
    const pay = async (answer: Parameters<NonNullable<ReturnType<typeof walletHandle>['orderAnswered']>>[0]) => {
      const completed: string[] = [];
      const pending = walletHandle(() => prepared, () => context, 'apple_pay', undefined).authorize();
      request.emit('paymentmethod', { paymentMethod: { id: 'pm_9' }, complete: (s: string) => completed.push(s) });
      await pending;
      expect(completed).toEqual([]);
      // The fields make a new handle on each render while the donor waits: the sheet is the request's.
      const later = walletHandle(() => prepared, () => context, 'apple_pay', undefined);
      later.orderAnswered!(answer);
      later.orderAnswered!({ statusCode: 201, orderID: '1', orderStatus: 'completed', errorMessage: null }); // closed once
      return completed;
    };
    expect(await pay({ statusCode: 201, orderID: '1042', orderStatus: 'completed', errorMessage: null })).toEqual(['success']);
    // 3-D Secure: the sheet closes (its challenge cannot show over it) for an order the backend holds.
    expect(await pay({ statusCode: 201, orderID: '1043', orderStatus: 'requires_action', errorMessage: null, clientSecret: 'pi_1_secret_2' })).toEqual(['success']);
    expect(await pay({ statusCode: 402, orderID: null, orderStatus: null, errorMessage: 'Your card was declined.' })).toEqual(['fail']);
    expect(await pay({ statusCode: 400, orderID: null, orderStatus: null, errorMessage: 'The minimum donation is €5.' })).toEqual(['fail']);
    expect(await pay({ statusCode: 201, orderID: '1044', orderStatus: 'failed', errorMessage: null })).toEqual(['fail']);
    expect(await pay({ statusCode: 502, orderID: null, orderStatus: null, errorMessage: null })).toEqual(['fail']);
    expect(await pay(null)).toEqual(['fail']); // no answer, or a throw before the order was sent
  });

  it('the submit hooks tell the wallet the order’s first answer, and a failure', async () => {
    const { readFileSync } = await import('node:fs');
    for (const hook of ['../../donation/components/useDonationSubmit.ts', '../../gifts/components/useGiftOrderSubmit.ts']) {
      const source = readFileSync(new URL(hook, import.meta.url), 'utf8');
      expect(source, hook).toMatch(/const first = await submitOrder\([^\n]+\n\s+\w+(?:\.current\?)?\.orderAnswered\?\.\(first\)/);
      expect(source, hook).toMatch(/catch[^{]*\{\n(?:\s*\/\/[^\n]*\n)*\s+\w+(?:\.current\?)?\.orderAnswered\?\.\(null\)/);
    }
  });

  it('a cancelled sheet says so; a second press shows the sheet again, synchronously', async () => {
    const { stripe, request, log } = fakeStripe();
    const prepared = await prepareWallet(stripe, context, 'apple_pay');
    const handle = walletHandle(() => prepared, () => context, 'apple_pay', undefined);
    const first = handle.authorize();
    request.emit('cancel');
    await expect(first).resolves.toEqual({ ok: false, message: WALLET_CANCELLED });
    log.length = 0;
    const second = handle.authorize();
    expect(log).toEqual(['update Donation 2625', 'show']);
    request.emit('paymentmethod', { paymentMethod: { id: 'pm_2' }, complete: () => undefined });
    await expect(second).resolves.toMatchObject({ ok: true });
  });

  it('before the request is ready, or where the wallet is not offered, no sheet and a message', async () => {
    const loading: PreparedWallet = { state: 'loading' };
    await expect(walletHandle(() => loading, () => context, 'apple_pay', undefined).authorize()).resolves.toEqual({ ok: false, message: WALLET_LOADING });
    const { stripe, log } = fakeStripe({ applePay: false, googlePay: true });
    const prepared = await prepareWallet(stripe, context, 'apple_pay');
    expect(prepared.state).toBe('unavailable');
    await expect(walletHandle(() => prepared, () => context, 'apple_pay', undefined).authorize()).resolves.toEqual({ ok: false, message: WALLET_UNAVAILABLE });
    expect(log).not.toContain('show');
    expect((await prepareWallet(fakeStripe(null).stripe, context, 'google_pay')).state).toBe('unavailable');
    expect((await prepareWallet(null, context, 'google_pay')).state).toBe('unavailable');
  });

  it('tells the fields each outcome, so a refusal is shown next to the method (not a silent unlock)', async () => {
    const heard: unknown[] = [];
    const loading: PreparedWallet = { state: 'loading' };
    await walletHandle(() => loading, () => context, 'google_pay', undefined, (o) => heard.push(o)).authorize();
    await Promise.resolve();
    expect(heard).toEqual([{ ok: false, message: WALLET_LOADING }]);
  });

  it('StripeWalletFields uses the prepared handle (no await in authorize)', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('./StripeWalletFields.tsx', import.meta.url), 'utf8');
    expect(source).toContain('walletHandle(');
    expect(source).not.toMatch(/authorize\s*\(/);
  });
});

describe('the payer a sheet gives (issue 48)', () => {
  it('reads the payer fields first, then the payment method billing details, trimmed, the country in capitals', async () => {
    const { payerOf } = await import('./wallet-request');
    expect(
      payerOf({
        paymentMethod: { id: 'pm_1', billing_details: { name: 'Card Name', email: ' billing@example.ie ', phone: null, address: { line1: ' 1 Main St ', line2: '', city: 'Cork', state: null, postal_code: 'T12', country: 'ie' } } },
        payerName: ' Aoife Byrne ',
        complete: () => undefined,
      }),
    ).toEqual({ name: 'Aoife Byrne', email: 'billing@example.ie', phone: null, address: { line1: '1 Main St', line2: null, city: 'Cork', state: null, postal_code: 'T12', country: 'IE' } });
  });
});
