import type { CreateOrderActions, CreateSubscriptionActions, OnApproveData } from '@paypal/paypal-js';
import { toDecimalString } from '@/features/common/money';
import { MONTHLY_BILLING_PLAN } from '../payment-methods';
import { paypalPayment } from './payments';
import type { PaymentContext, PaymentOutcome } from './provider';

// PayPal through its JS SDK's buttons (@paypal/react-paypal-js): a single gift is a PayPal
// order the donor approves (captured by the backend with the order); a monthly gift is a PayPal
// subscription on the charity's monthly plan (SPEC §9: 1-month interval, unlimited cycles),
// its amount set per subscription. What the SDK hands back becomes the order body's payment.

export const PAYPAL_NOT_APPROVED = 'Please confirm your donation with the PayPal button.';
export const PAYPAL_FAILED = 'PayPal could not take the payment. Please try again or choose another payment method.';

/** The SDK's script options (the query of https://www.paypal.com/sdk/js). */
export function paypalScriptOptions(clientId: string, currency: PaymentContext['currency'], kind: PaymentContext['kind']) {
  const monthly = kind === 'monthly';
  return {
    clientId,
    currency,
    intent: monthly ? 'subscription' : 'capture',
    ...(monthly ? { vault: true } : {}),
    components: 'buttons',
    // The donor pays on PayPal's page; cards have their own method here.
    disableFunding: 'card,credit,paylater',
    commit: true,
  };
}

/** createOrder for a single gift: the whole amount (fee included) in the site's currency. */
export function paypalCreateOrder(context: PaymentContext) {
  return (_data: unknown, actions: CreateOrderActions): Promise<string> =>
    actions.order.create({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: context.currency, value: toDecimalString(context.amountMinor) }, description: 'Donation' }],
      application_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' },
    } as Parameters<CreateOrderActions['order']['create']>[0]);
}

/** createSubscription for a monthly gift: the plan, with this gift's amount each month, for as long as the donor keeps it. */
export function paypalCreateSubscription(context: PaymentContext, planId: string) {
  return (_data: unknown, actions: CreateSubscriptionActions): Promise<string> =>
    actions.subscription.create({
      plan_id: planId,
      plan: {
        billing_cycles: [
          {
            sequence: 1,
            total_cycles: MONTHLY_BILLING_PLAN.total_cycles,
            pricing_scheme: { fixed_price: { currency_code: context.currency, value: toDecimalString(context.amountMinor) } },
          },
        ],
      },
      application_context: { shipping_preference: 'NO_SHIPPING', user_action: 'SUBSCRIBE_NOW' },
    } as Parameters<CreateSubscriptionActions['subscription']['create']>[0]);
}

/** The donor approved in PayPal's window: the order body's payment. */
export function paypalApproved(context: PaymentContext, data: OnApproveData): PaymentOutcome {
  if (!data.orderID || (context.kind === 'monthly' && !data.subscriptionID)) return { ok: false, message: PAYPAL_FAILED };
  return paypalPayment(context, { orderId: data.orderID, payerId: data.payerID ?? null, subscriptionId: data.subscriptionID ?? null }, context.donorName || null);
}
