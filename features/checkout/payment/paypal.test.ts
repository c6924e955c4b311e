import type { CreateOrderActions, CreateSubscriptionActions } from '@paypal/paypal-js';
import { describe, expect, it, vi } from 'vitest';
import { paymentMethodOption } from '../payment-methods';
import { PAYPAL_FAILED, paypalApproved, paypalCreateOrder, paypalCreateSubscription, paypalScriptOptions } from './paypal';
import type { PaymentContext } from './provider';

// The PayPal adapter against a local fake of the JS SDK's button actions (actions.order.create,
// actions.subscription.create answer ids as PayPal does) and its onApprove data.

function context(kind: 'single' | 'monthly'): PaymentContext {
  return { option: paymentMethodOption('paypal', 'IE', kind, 'live'), country: 'IE', kind, mode: 'live', amountMinor: 2625, currency: 'EUR', donorName: 'Aoife Byrne', email: 'aoife@example.ie' };
}

function fakeActions() {
  const order = vi.fn(async () => '5O190127TN364715T');
  const subscription = vi.fn(async () => 'I-BW452GLLEP1G');
  return {
    order,
    subscription,
    orderActions: { order: { create: order } } as unknown as CreateOrderActions,
    subscriptionActions: { subscription: { create: subscription, revise: vi.fn() } } as unknown as CreateSubscriptionActions,
  };
}

describe('PayPal provider', () => {
  it('loads the SDK for capture (single) or a vaulted subscription (monthly) in the site currency', () => {
    expect(paypalScriptOptions('client-id', 'EUR', 'single')).toMatchObject({ clientId: 'client-id', currency: 'EUR', intent: 'capture', components: 'buttons' });
    expect(paypalScriptOptions('client-id', 'EUR', 'single')).not.toHaveProperty('vault');
    expect(paypalScriptOptions('client-id', 'GBP', 'monthly')).toMatchObject({ currency: 'GBP', intent: 'subscription', vault: true });
  });

  it('creates a single gift as an order of the whole amount', async () => {
    const fake = fakeActions();
    expect(await paypalCreateOrder(context('single'))({}, fake.orderActions)).toBe('5O190127TN364715T');
    expect(fake.order).toHaveBeenCalledWith(expect.objectContaining({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'EUR', value: '26.25' }, description: 'Donation' }] }));
  });

  it('creates a monthly gift as a subscription on the plan: the amount each month, unlimited cycles (SPEC §9)', async () => {
    const fake = fakeActions();
    expect(await paypalCreateSubscription(context('monthly'), 'P-5ML4271244454362WXNWU5NQ')({}, fake.subscriptionActions)).toBe('I-BW452GLLEP1G');
    expect(fake.subscription).toHaveBeenCalledWith(
      expect.objectContaining({
        plan_id: 'P-5ML4271244454362WXNWU5NQ',
        plan: { billing_cycles: [{ sequence: 1, total_cycles: 0, pricing_scheme: { fixed_price: { currency_code: 'EUR', value: '26.25' } } }] },
      }),
    );
  });

  it('turns the approval into the order body’s payment, with the billing plan for monthly gifts', () => {
    expect(paypalApproved(context('single'), { orderID: '5O190127TN364715T', payerID: 'QYR5Z8XDVJNXQ' })).toEqual({
      ok: true,
      payerName: 'Aoife Byrne',
      payment: { gateway: 'paypal_ec_ie_live', type: 'paypal_ec', details: { paypal_order_id: '5O190127TN364715T', payer_id: 'QYR5Z8XDVJNXQ' } },
    });
    const monthly = paypalApproved(context('monthly'), { orderID: '8JU95513DE5617628', subscriptionID: 'I-BW452GLLEP1G' });
    expect(monthly.ok && monthly.payment.details).toEqual({
      paypal_order_id: '8JU95513DE5617628',
      paypal_subscription_id: 'I-BW452GLLEP1G',
      billing_plan: { interval_unit: 'month', interval_count: 1, total_cycles: 0 },
    });
    // A monthly approval without its subscription is no payment.
    expect(paypalApproved(context('monthly'), { orderID: '8JU95513DE5617628' })).toEqual({ ok: false, message: PAYPAL_FAILED });
  });
});
