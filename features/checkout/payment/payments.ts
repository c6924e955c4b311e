import { DIRECT_DEBIT_DEFAULTS, MONTHLY_BILLING_PLAN, REVOLUT_GATEWAY } from '../payment-methods';
import type { PaymentContext, PaymentOutcome } from './provider';


// The order body's `payment` {gateway, type, details} for each method, built in one place:
// every provider (real or sandbox) ends here, and the golden order bodies are made with these
// very functions, so a golden file is exactly what the checkout sends.

type Authorised = PaymentOutcome & { ok: true };

/** SPEC §9: monthly gifts carry the billing plan (1-month interval, unlimited cycles). */
function billingPlan(context: Pick<PaymentContext, 'kind'>) {
  return context.kind === 'monthly' ? { billing_plan: { ...MONTHLY_BILLING_PLAN } } : {};
}

/** A card (or Apple Pay / Google Pay) payment from a Stripe payment-method id. */
export function cardPayment(context: PaymentContext, paymentMethodId: string, wallet: 'apple_pay' | 'google_pay' | null = null, payerName: string | null = null): Authorised {
  return {
    ok: true,
    payerName,
    payment: {
      gateway: context.option.gateway,
      type: 'credit_card',
      details: { stripe_payment_method_id: paymentMethodId, ...(wallet ? { wallet } : {}), ...billingPlan(context) },
    },
  };
}

/** A PayPal payment: the approved order (single) or subscription (monthly). */
export function paypalPayment(context: PaymentContext, approved: { orderId: string; payerId?: string | null; subscriptionId?: string | null }, payerName: string | null = null): Authorised {
  return {
    ok: true,
    payerName,
    payment: {
      gateway: context.option.gateway,
      type: 'paypal_ec',
      details: {
        paypal_order_id: approved.orderId,
        ...(approved.payerId ? { payer_id: approved.payerId } : {}),
        ...(approved.subscriptionId ? { paypal_subscription_id: approved.subscriptionId } : {}),
        ...billingPlan(context),
      },
    },
  };
}

/**
 * The Revolut order id of an order body sent before its Revolut order exists: what the site's
 * /api/checkout/revolut-order checks before it creates that order (never sent to the backend).
 */
export const REVOLUT_ORDER_TO_COME = 'to-come';

/** A Revolut Pay payment from the Revolut order the donor paid: a card payment through the gateway `revolut` (CONTRACT §6). */
export function revolutPayment(context: Pick<PaymentContext, 'kind'>, orderId: string, payerName: string | null = null): Authorised {
  return { ok: true, payerName, payment: { gateway: REVOLUT_GATEWAY, type: 'credit_card', details: { revolut_order_id: orderId, ...billingPlan(context) } } };
}

/** A direct debit from a checked account: UK (sort code + account) or SEPA (IBAN), with SPEC §9's defaults. */
export function directDebitPayment(context: PaymentContext, account: { accountName: string } & ({ sortCode: string; accountNumber: string } | { iban: string })): Authorised {
  const gateway = context.option.gateway;
  const name = account.accountName.trim();
  if ('iban' in account) {
    return { ok: true, payerName: name, payment: { gateway, type: 'direct_debit_sepa', details: { account_name: name, iban: account.iban, ...DIRECT_DEBIT_DEFAULTS.IE } } };
  }
  return {
    ok: true,
    payerName: name,
    payment: { gateway, type: 'direct_debit_uk', details: { account_name: name, sort_code: account.sortCode, account_number: account.accountNumber, ...DIRECT_DEBIT_DEFAULTS.GB } },
  };
}
