import '@/features/common/zod-browser';
import { z } from 'zod';
import { isRevolutGateway as isRevolut, REVOLUT_GATEWAY } from './payment-methods';
export { REVOLUT_GATEWAY };
import { plainText } from '@/features/common/plain-text';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from './email';

// The parts of an order body (SPEC §3) that donation and gift orders share, as zod schemas:
// the browser builds a body, the order route re-validates it with these same schemas before
// the backend sees it (CONTRACT §6).

export const EmailSchema = plainText().trim().max(254).regex(EMAIL_PATTERN, EMAIL_MESSAGE);

/** SPEC §5: attribution source codes are UUIDs. */
export { UUID_PATTERN } from '@/edge/flags';

export const CONSENT_VALUES = ['allowed', 'denied', 'not_asked'] as const;
export type Consent = (typeof CONSENT_VALUES)[number];
const ConsentSchema = z.enum(CONSENT_VALUES);

const text = (max = 255) => plainText().max(max);

export const MoneySchema = z.object({
  number: z.string().regex(/^\d{1,7}\.\d{2}$/, 'must be a decimal string such as "25.00"'),
  currency_code: z.enum(['EUR', 'GBP', 'USD']),
});

export const OrderAddressSchema = z.object({
  given_name: text(100).min(1),
  family_name: text(100).min(1),
  country_code: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
  address_line1: text().min(1),
  address_line2: text().nullish(),
  locality: text().min(1),
  administrative_area: text().nullish(),
  postal_code: text(20).nullish(),
  organization: text().nullish(),
});
export type OrderAddress = z.output<typeof OrderAddressSchema>;

export const OrderProfileSchema = z.object({
  field_contact_email: ConsentSchema.optional(),
  field_contact_phone: ConsentSchema.optional(),
  field_contact_sms: ConsentSchema.optional(),
  field_contact_post: ConsentSchema.optional(),
  field_contact_whatsapp: ConsentSchema.optional(),
  field_donor_serial_number: text(64).nullish(),
  field_phone: text(40).nullish(),
  field_extra_school_name: text().nullish(),
  field_cardholder_name: text(200).nullish(),
  field_title: text(40).nullish(),
  address: OrderAddressSchema,
});
export type OrderProfile = z.output<typeof OrderProfileSchema>;

export const OrderUserSchema = z.object({ mail: EmailSchema });

export const BillingPlanSchema = z.object({ interval_unit: z.literal('month'), interval_count: z.literal(1), total_cycles: z.literal(0) });

/**
 * Revolut Pay (CONTRACT §6): SPEC §3's type `credit_card` (it is paid by card or a Revolut
 * balance), told from a Stripe card by its gateway `revolut`.
 */
export const RevolutPaymentSchema = z.object({
  gateway: z.literal(REVOLUT_GATEWAY),
  type: z.literal('credit_card'),
  details: z.object({ revolut_order_id: text(64).min(1), billing_plan: BillingPlanSchema.nullish() }),
});
export type RevolutPayment = z.output<typeof RevolutPaymentSchema>;

const OtherPaymentSchema = z.discriminatedUnion('type', [
  z.object({
    gateway: text(64).min(1),
    type: z.literal('credit_card'),
    details: z.object({
      stripe_payment_method_id: text(255).min(1),
      /** Sent again after 3-D Secure: the PaymentIntent the donor authenticated. */
      stripe_payment_intent_id: z.string().regex(/^pi_[A-Za-z0-9]+$/).max(255).nullish(),
      wallet: z.enum(['apple_pay', 'google_pay']).nullish(),
      billing_plan: BillingPlanSchema.nullish(),
    }),
  }),
  z.object({
    gateway: text(64).min(1),
    type: z.literal('paypal_ec'),
    details: z.object({ paypal_order_id: text(64).min(1), payer_id: text(64).nullish(), paypal_subscription_id: text(64).nullish(), billing_plan: BillingPlanSchema.nullish() }),
  }),
  z.object({
    gateway: text(64).min(1),
    type: z.literal('direct_debit_uk'),
    details: z.object({
      account_name: text(200).min(1),
      sort_code: z.string().regex(/^\d{6}$/, 'must be the six digits of the sort code, joined'),
      account_number: z.string().regex(/^\d{8}$/, 'must be 8 digits'),
      one_signatory: z.literal('1'),
      debit_date: z.literal('1'),
      accept_direct_debits: z.literal('1'),
    }),
  }),
  z.object({
    gateway: text(64).min(1),
    type: z.literal('direct_debit_sepa'),
    details: z.object({
      account_name: text(200).min(1),
      iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'must be an IBAN in electronic format'),
      one_signatory: z.literal('1'),
      debit_date: z.literal('2'),
      accept_direct_debits: z.literal('1'),
    }),
  }),
]);
/** Revolut's gateway picks its schema; every other payment is told by its type. */
export const OrderPaymentSchema = z.union([RevolutPaymentSchema, OtherPaymentSchema.refine((p) => p.gateway !== REVOLUT_GATEWAY, 'a Revolut payment names its revolut_order_id')]);
export type OrderPayment = z.output<typeof OrderPaymentSchema>;

/** The payment is Revolut Pay's. */
export const isRevolutPayment = isRevolut as (payment: { gateway?: unknown } | null | undefined) => payment is RevolutPayment;
