import '@/features/common/zod-browser';
import { z } from 'zod';
import {
  contactFlags,
  giftAidToSend,
  MoneySchema,
  NOT_ASKED,
  OrderPaymentSchema,
  OrderProfileSchema,
  OrderUserSchema,
  viewedPreferences,
  type Country,
  type OrderPayment,
  type PaymentMethodKey,
  type PaymentMode,
} from '@/features/checkout';
import { toDecimalString, toMajor, type Currency } from '@/features/common/money';
import { plainText } from '@/features/common/plain-text';
import { addressPart, UUID_PATTERN } from '@/features/checkout';

export { addressPart };
import type { DonationValues } from './model';

// The donation order exactly as SPEC §3 'Donation order' (CONTRACT §6): built in the browser
// by buildDonationOrder, re-validated by the order route with DonationOrderSchema.

const DonationItemSchema = z.object({
  type: z.literal('donation'),
  field_donation_type: z.enum(['recurring_donation', 'single_donation']),
  title: z.enum(['Recurring donation', 'Single donation']),
  purchased_entity: z.object({ sku: z.literal('donation') }),
  unit_price: MoneySchema,
});

export const DonationOrderSchema = z
  .object({
    payment: OrderPaymentSchema,
    order: z.object({
      type: z.literal('donation'),
      field_appeal: z.string().regex(/^\d{1,12}$/, 'must be an appeal id').nullish(),
      field_source_code: z.string().regex(UUID_PATTERN, 'must be a UUID').nullish(),
      field_giftaid: z.boolean(),
      field_internal_tags: z.array(plainText().max(64)).max(50),
      field_fundraising_costs: z.number().min(0).max(1_000_000),
      field_fundraising_formula: z.enum(['2%', '5%', '7%', 'without_fee', 'not_asked']),
      order_items: z.tuple([DonationItemSchema]),
    }),
    profile: OrderProfileSchema,
    user: OrderUserSchema,
    captchaToken: plainText().max(4096).nullish(),
  })
  .superRefine((body, ctx) => {
    const item = body.order.order_items[0];
    const recurring = item.field_donation_type === 'recurring_donation';
    if (item.title !== (recurring ? 'Recurring donation' : 'Single donation')) ctx.addIssue({ code: 'custom', path: ['order', 'order_items', 0, 'title'], message: 'does not match the donation type' });
    if (Number(item.unit_price.number) <= 0) ctx.addIssue({ code: 'custom', path: ['order', 'order_items', 0, 'unit_price', 'number'], message: 'must be more than 0' });
    if (!recurring && (body.payment.type === 'direct_debit_uk' || body.payment.type === 'direct_debit_sepa')) {
      ctx.addIssue({ code: 'custom', path: ['payment', 'type'], message: 'direct debit is for monthly donations only' });
    }
    if (recurring && body.order.field_fundraising_costs !== 0) ctx.addIssue({ code: 'custom', path: ['order', 'field_fundraising_costs'], message: 'applies to single donations only' });
    if (!recurring && body.profile.field_cardholder_name != null) ctx.addIssue({ code: 'custom', path: ['profile', 'field_cardholder_name'], message: 'is sent for recurring donations only' });
  });
export type DonationOrder = z.output<typeof DonationOrderSchema>;

export interface OrderContext {
  country: Country;
  currency: Currency;
  mode: PaymentMode;
  payment: OrderPayment;
  paymentKey: PaymentMethodKey;
  /** The name in the payment details (card name, account holder); field_cardholder_name of recurring gifts. */
  payerName: string | null;
  captchaToken: string | null;
}

const trim = (s: unknown) => addressPart(s).trim();
const orNull = (s: unknown) => trim(s) || null;

export function internalTags(paymentKey: PaymentMethodKey, mode: PaymentMode): string[] {
  return ['website', 'donation_form', `payment_${paymentKey}`, ...(mode === 'test' ? ['test_mode'] : [])];
}

/** SPEC §3 'Donation order' from the form values (trimmed as SPEC §5 lists). */
export function buildDonationOrder(values: DonationValues, context: OrderContext): DonationOrder {
  const recurring = values.type === 'monthly';
  const companyName = values.company_donation ? orNull(values.company_name) : null;
  // The preferences step asks every channel of the country, phone number or not (SPEC §9).
  const preferences = values.viewedPreferencesOptions ? viewedPreferences(context.country, values.contact_preferences) : NOT_ASKED;
  const firstName = trim(values.first_name);
  const lastName = trim(values.last_name);
  return {
    payment: context.payment,
    order: {
      type: 'donation',
      field_appeal: values.appealId,
      field_source_code: orNull(values.source_code),
      field_giftaid: context.country === 'GB' && giftAidToSend(values.giftaid, companyName),
      field_internal_tags: internalTags(context.paymentKey, context.mode),
      field_fundraising_costs: recurring ? 0 : toMajor(values.fundraisingCostsAmount),
      field_fundraising_formula: recurring ? 'not_asked' : values.fundraisingCostsFormula,
      order_items: [
        {
          type: 'donation',
          field_donation_type: recurring ? 'recurring_donation' : 'single_donation',
          title: recurring ? 'Recurring donation' : 'Single donation',
          purchased_entity: { sku: 'donation' },
          unit_price: { number: toDecimalString(values.amount), currency_code: context.currency },
        },
      ],
    },
    profile: {
      ...contactFlags(preferences),
      field_donor_serial_number: orNull(values.dsn),
      field_phone: orNull(values.phone),
      field_extra_school_name: orNull(values.school_name),
      // SPEC §3: only for recurring gifts, from the name in the payment details.
      ...(recurring ? { field_cardholder_name: orNull(context.payerName) ?? `${firstName} ${lastName}`.trim() } : {}),
      address: {
        given_name: firstName,
        family_name: lastName,
        country_code: values.address.country_code || context.country,
        address_line1: trim(values.address.address_line1),
        address_line2: orNull(values.address.address_line2),
        locality: trim(values.address.locality),
        administrative_area: orNull(values.address.administrative_area),
        postal_code: orNull(values.address.postal_code),
        organization: companyName,
      },
    },
    user: { mail: trim(values.email) },
    captchaToken: context.captchaToken,
  };
}
