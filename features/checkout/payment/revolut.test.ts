import type { RevolutPaymentsModuleInstance, RevolutPayEvents } from '@revolut/checkout';
import { describe, expect, it, vi } from 'vitest';
import { paymentMethodOption } from '../payment-methods';
import type { PaymentContext } from './provider';
import { REVOLUT_ORDER_TO_COME } from './payments';
import { revolutGrantFor } from './revolut-grants';
import { createRevolutOrder, mountRevolutPay, REVOLUT_FAILED, REVOLUT_ORDER_ROUTE, REVOLUT_NOT_APPROVED } from './revolut';

// The Revolut Pay adapter against a local fake of RevolutCheckout.js's payments module
// (revolutPay.mount / on('payment') / destroy, as its documentation describes them).

function context(kind: 'single' | 'monthly', mode: 'live' | 'test' = 'live'): PaymentContext {
  return { option: paymentMethodOption('revolut_pay', 'IE', kind, mode), country: 'IE', kind, mode, amountMinor: 3150, currency: 'EUR', donorName: 'Aoife Byrne', email: 'aoife@example.ie' };
}

function fakeRevolut() {
  let listener: ((event: Extract<RevolutPayEvents, { type: 'payment' }>['payload']) => void) | null = null;
  const mount = vi.fn();
  const destroy = vi.fn();
  const instance = {
    revolutPay: {
      mount,
      on: (event: string, callback: typeof listener) => {
        if (event === 'payment') listener = callback;
      },
      destroy: vi.fn(),
    },
    destroy,
  } as unknown as RevolutPaymentsModuleInstance;
  const load = vi.fn(async () => instance);
  return { load, mount, destroy, emit: (payload: Parameters<NonNullable<typeof listener>>[0]) => listener?.(payload) };
}

const target = {} as HTMLElement;

describe('Revolut Pay provider', () => {
  it('mounts the button for the gift in prod (live) or sandbox (test) mode, and its payment becomes the order’s', async () => {
    const fake = fakeRevolut();
    const onApproved = vi.fn();
    const onFailed = vi.fn();
    const createOrder = vi.fn(async () => ({ publicId: 'ord_public_1' }));
    const remove = await mountRevolutPay(target, context('single'), 'pk_live_key', { onApproved, onFailed }, fake.load, createOrder);
    expect(fake.load).toHaveBeenCalledWith({ publicToken: 'pk_live_key', mode: 'prod', locale: 'en' });
    const options = fake.mount.mock.calls[0]![1];
    expect(fake.mount.mock.calls[0]![0]).toBe(target);
    expect(options).toMatchObject({ currency: 'EUR', totalAmount: 3150, savePaymentMethodForMerchant: false, customer: { name: 'Aoife Byrne', email: 'aoife@example.ie' } });
    expect(await options.createOrder()).toEqual({ publicId: 'ord_public_1' });

    fake.emit({ type: 'success', orderId: '6516e61c-d279-a454-a837-bc52ce55ed49' });
    expect(onApproved).toHaveBeenCalledWith({
      ok: true,
      payerName: 'Aoife Byrne',
      payment: { gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: '6516e61c-d279-a454-a837-bc52ce55ed49' } },
    });
    fake.emit({ type: 'cancel', dropOffState: 'payment_summary' });
    expect(onFailed).toHaveBeenCalledWith(REVOLUT_NOT_APPROVED);
    remove();
    expect(fake.destroy).toHaveBeenCalled();
  });

  it('monthly: saves the payment method for the monthly charges and carries the billing plan; test mode uses the sandbox', async () => {
    const fake = fakeRevolut();
    const onApproved = vi.fn();
    await mountRevolutPay(target, context('monthly', 'test'), 'pk_test', { onApproved, onFailed: vi.fn() }, fake.load, async () => ({ publicId: 'x' }));
    expect(fake.load).toHaveBeenCalledWith(expect.objectContaining({ mode: 'sandbox' }));
    expect(fake.mount.mock.calls[0]![1]).toMatchObject({ savePaymentMethodForMerchant: true });
    fake.emit({ type: 'success', orderId: '6516e61c-d279-a454-a837-bc52ce55ed49' });
    expect(onApproved.mock.calls[0]![0].payment.details).toEqual({ revolut_order_id: '6516e61c-d279-a454-a837-bc52ce55ed49', billing_plan: { interval_unit: 'month', interval_count: 1, total_cycles: 0 } });
  });

  it('asks the site’s route for the Revolut order of the order the donor is about to place, and reports its refusal', async () => {
    const drafts: unknown[] = [];
    const withDraft: PaymentContext = {
      ...context('monthly', 'test'),
      orderDraft: async (payment) => {
        drafts.push(payment);
        return { body: { order: { type: 'donation' }, payment }, headers: { 'x-donation-page': '/appeal/gaza-emergency' } };
      },
    };
    const answer = { publicId: 'ord_public_2', orderId: 'rev-2', grant: 'rev-2.1.sig', checkoutUrl: 'http://127.0.0.1:4101/revolut/checkout/ord_public_2' };
    const fetcher = vi.fn(async (_url: string, _init: RequestInit) => Response.json(answer, { status: 201 }));
    expect(await createRevolutOrder(withDraft, fetcher as unknown as typeof fetch)).toEqual({ publicId: 'ord_public_2', orderId: 'rev-2', checkoutUrl: answer.checkoutUrl });
    // The grant is kept for the order paid with that Revolut order (sent as x-revolut-grant).
    expect(revolutGrantFor('rev-2')).toBe('rev-2.1.sig');
    // The draft is paid by the Revolut order to come (the route checks it, then makes that order).
    const payment = { gateway: 'revolut', type: 'credit_card', details: { revolut_order_id: REVOLUT_ORDER_TO_COME, billing_plan: { interval_unit: 'month', interval_count: 1, total_cycles: 0 } } };
    expect(drafts).toEqual([payment]);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe(REVOLUT_ORDER_ROUTE);
    expect(init).toMatchObject({ method: 'POST', headers: { 'x-donation-page': '/appeal/gaza-emergency', 'content-type': 'application/json' } });
    // No amount of its own: the route charges the checked order's total.
    expect(JSON.parse(String(init.body))).toEqual({ order: { type: 'donation' }, payment });

    const refusing = vi.fn(async () => Response.json({ message: 'The minimum donation is €5.' }, { status: 400 }));
    await expect(createRevolutOrder(withDraft, refusing as unknown as typeof fetch)).rejects.toThrow('The minimum donation is €5.');
    // A form that is not complete says so, and the route is not asked.
    const incomplete = vi.fn();
    await expect(createRevolutOrder({ ...withDraft, orderDraft: () => Promise.reject(new Error('Please complete your details above.')) }, incomplete)).rejects.toThrow('Please complete your details above.');
    await expect(createRevolutOrder(context('single'), incomplete)).rejects.toThrow(REVOLUT_FAILED);
    expect(incomplete).not.toHaveBeenCalled();
  });
});
