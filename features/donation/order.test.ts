import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardPayment, directDebitPayment, paymentMethodOption, paypalPayment, revolutPayment, type Country, type DonationKind, type PaymentContext, type PaymentMethodKey, type PaymentMode } from '@/features/checkout';
import { currencyForCountry } from '@/features/common/money';
import { chooseGift, completeStep, editValues, INITIAL_STATE, type DonationValues } from './model';
import { addressPart, buildDonationOrder, DonationOrderSchema } from './order';
import { addressSchema, DetailsSchema } from './schemas';

// Golden order bodies (SPEC §3 'Donation order'): each case is built as the checkout builds
// it — the steps' answers through the steps' own schemas into the form model, the payment
// through the same builders the payment providers end in — and compared with a reviewed JSON
// file in tests/fixtures/golden/donation/. GOLDEN_UPDATE=1 rewrites the files (review the diff before keeping it).

const SOURCE = '5b4c1c0e-6a3f-4f57-9a57-3f0f3d2b7c11';
/** A payment-method id as live Stripe issues them (test mode uses Stripe's published test ids). */
const LIVE_PM = 'pm_1QdZl2LkdIwHu7ix8a4bYc3D';

function values(country: Country, kind: DonationKind, amount: number, patch: Partial<DonationValues> = {}, details: { school_name?: string; company?: string; phone?: string } = {}): DonationValues {
  const askSchoolName = details.school_name !== undefined;
  let s = chooseGift(INITIAL_STATE, { kind, amount, appealId: country === 'IE' ? '1175' : '1090', base: '/appeal/gaza-emergency', amountUrl: '/appeal/gaza-emergency/single?type=single', sourceCode: SOURCE, askSchoolName });
  s = completeStep(
    s,
    'details',
    DetailsSchema.parse({
      first_name: ' Aoife ',
      last_name: 'Byrne ',
      email: ' aoife.byrne@example.ie ',
      phone: details.phone ?? ' +353 1 417 7700 ',
      company_donation: details.company !== undefined,
      company_name: details.company ?? '',
      source_code: SOURCE,
      school_name: details.school_name ?? '',
    }),
  );
  s = completeStep(s, 'address', {
    address: addressSchema(country).parse(
      country === 'IE'
        ? { address_line1: '52 Camden Street ', address_line2: '', locality: 'Dublin 2', administrative_area: 'Co. Dublin', postal_code: 'D02 X285' }
        : { address_line1: '12 Victoria Street', address_line2: 'Flat 3', locality: 'London', administrative_area: 'Greater London', postal_code: 'SW1H 0NB' },
    ),
  });
  s = completeStep(s, 'preferences', {
    viewedPreferencesOptions: true,
    contact_preferences: country === 'IE' ? { email: 'allowed', phone: 'denied', sms: 'not_asked', post: 'not_asked', whatsapp: 'allowed' } : { email: 'allowed', phone: 'not_asked', sms: 'not_asked', post: 'denied', whatsapp: 'not_asked' },
  });
  // A donor without a phone number is asked about phone, SMS and WhatsApp too (SPEC §9, issue 37).
  if (details.phone !== undefined) s = editValues(s, { contact_preferences: { ...s.values.contact_preferences, phone: 'denied', sms: 'allowed', whatsapp: 'denied' } });
  return editValues(s, patch).values;
}

/** The PaymentContext the payment step gives the chosen method's provider. */
function paymentContext(key: PaymentMethodKey, v: DonationValues, country: Country, mode: PaymentMode): PaymentContext {
  return { option: paymentMethodOption(key, country, v.type, mode), country, kind: v.type, mode, amountMinor: v.totalAmount, currency: currencyForCountry(country), donorName: `${v.first_name} ${v.last_name}`, email: v.email };
}

type Authorised = ReturnType<typeof cardPayment>;

/** The order body exactly as the payment step builds it from the provider's outcome. */
function order(v: DonationValues, country: Country, mode: PaymentMode, key: PaymentMethodKey, authorise: (context: PaymentContext) => Authorised, captchaToken: string | null = null) {
  const outcome = authorise(paymentContext(key, v, country, mode));
  return buildDonationOrder(v, { country, currency: currencyForCountry(country), mode, payment: outcome.payment, paymentKey: key, payerName: outcome.payerName, captchaToken });
}

const CASES = {
  'ie-single-card-5pct': () => order(values('IE', 'single', 2500), 'IE', 'live', 'card', (c) => cardPayment(c, LIVE_PM, null, 'Aoife Byrne'), 'captcha-token-1'),
  'ie-monthly-card-school-name': () =>
    order(values('IE', 'monthly', 1500, {}, { school_name: " St Brigid's National School " }), 'IE', 'live', 'card', (c) => cardPayment(c, LIVE_PM, null, 'Aoife Byrne'), 'captcha-token-2'),
  'ie-monthly-sepa': () => order(values('IE', 'monthly', 2100), 'IE', 'live', 'bank_account', (c) => directDebitPayment(c, { accountName: 'A. Byrne', iban: 'IE29AIBK93115212345678' })),
  'ie-single-paypal': () => order(values('IE', 'single', 5000, { fundraisingCostsFormula: '2%' }), 'IE', 'live', 'paypal', (c) => paypalPayment(c, { orderId: '5O190127TN364715T', payerId: 'QYR5Z8XDVJNXQ' })),
  'ie-monthly-paypal': () =>
    order(values('IE', 'monthly', 1000), 'IE', 'live', 'paypal', (c) => paypalPayment(c, { orderId: '8JU95513DE5617628', payerId: 'QYR5Z8XDVJNXQ', subscriptionId: 'I-BW452GLLEP1G' })),
  'ie-single-revolut': () => order(values('IE', 'single', 3000), 'IE', 'live', 'revolut_pay', (c) => revolutPayment(c, '6516e61c-d279-a454-a837-bc52ce55ed49')),
  'ie-single-apple-pay': () => order(values('IE', 'single', 4000, { fundraisingCostsFormula: 'without_fee' }), 'IE', 'live', 'apple_pay', (c) => cardPayment(c, LIVE_PM, 'apple_pay', 'Aoife Byrne'), 'captcha-token-3'),
  'gb-single-card-giftaid': () => order(values('GB', 'single', 5000, { giftaid: true, fundraisingCostsFormula: '7%' }), 'GB', 'test', 'card', (c) => cardPayment(c, 'pm_card_visa', null, 'Aoife Byrne'), 'sandbox-captcha-donation-2'),
  'gb-monthly-direct-debit': () => order(values('GB', 'monthly', 1000, { giftaid: true }), 'GB', 'test', 'bank_account', (c) => directDebitPayment(c, { accountName: ' Aoife Byrne ', sortCode: '200000', accountNumber: '10000003' })),
  'gb-monthly-google-pay': () => order(values('GB', 'monthly', 800, { giftaid: false }), 'GB', 'test', 'google_pay', (c) => cardPayment(c, 'pm_card_mastercard', 'google_pay', 'Aoife Byrne')),
  // No phone number: the phone, SMS and WhatsApp questions are asked and answered all the same.
  'ie-single-card-no-phone': () => order(values('IE', 'single', 2000, {}, { phone: '  ' }), 'IE', 'live', 'card', (c) => cardPayment(c, LIVE_PM, null, 'Aoife Byrne'), 'captcha-token-4'),
  'gb-single-card-no-phone': () => order(values('GB', 'single', 2000, {}, { phone: '' }), 'GB', 'test', 'card', (c) => cardPayment(c, 'pm_card_visa', null, 'Aoife Byrne'), 'sandbox-captcha-donation-4'),
  'gb-company-donation': () =>
    order(values('GB', 'single', 10000, { giftaid: true, fundraisingCostsFormula: 'without_fee' }, { company: ' Acme Widgets Ltd ' }), 'GB', 'test', 'card', (c) => cardPayment(c, 'pm_card_visa', null, 'Aoife Byrne'), 'sandbox-captcha-donation-3'),
} as const;

const file = (name: string) => new URL(`../../tests/fixtures/golden/donation/${name}.json`, import.meta.url);

describe('golden donation order bodies (SPEC §3)', () => {
  for (const [name, build] of Object.entries(CASES)) {
    it(name, () => {
      const body = build();
      expect(DonationOrderSchema.safeParse(body).success).toBe(true);
      if (process.env.GOLDEN_UPDATE) writeFileSync(file(name), `${JSON.stringify(body, null, 2)}\n`);
      expect(JSON.parse(JSON.stringify(body))).toEqual(JSON.parse(readFileSync(file(name), 'utf8')));
    });
  }

  it('keeps no golden file the checkout cannot produce', () => {
    expect(readdirSync(new URL('../../tests/fixtures/golden/donation/', import.meta.url)).sort()).toEqual(Object.keys(CASES).map((n) => `${n}.json`).sort());
  });

  it('the route schema refuses what SPEC §3 and §5 rule out', () => {
    const single = CASES['ie-single-card-5pct']();
    expect(DonationOrderSchema.safeParse({ ...single, profile: { ...single.profile, field_cardholder_name: 'X' } }).success).toBe(false);
    const sepa = directDebitPayment(paymentContext('bank_account', values('IE', 'single', 2500), 'IE', 'live'), { accountName: 'A', iban: 'IE29AIBK93115212345678' }).payment;
    expect(DonationOrderSchema.safeParse({ ...single, payment: sepa }).success).toBe(false);
    expect(DonationOrderSchema.safeParse({ ...single, user: { mail: 'a@b' } }).success).toBe(false);
    expect(DonationOrderSchema.safeParse({ ...single, order: { ...single.order, field_source_code: 'newsletter' } }).success).toBe(false);
    const monthly = CASES['ie-monthly-sepa']();
    expect(DonationOrderSchema.safeParse({ ...monthly, order: { ...monthly.order, field_fundraising_costs: 1 } }).success).toBe(false);
  });

  it('SEPA carries one_signatory as the UK direct debit does (SPEC §9), and the route keeps it', () => {
    const body = CASES['ie-monthly-sepa']();
    expect(body.payment.details).toMatchObject({ one_signatory: '1', debit_date: '2', accept_direct_debits: '1' });
    expect(DonationOrderSchema.parse(body).payment.details).toMatchObject({ one_signatory: '1' });
    const { one_signatory: _dropped, ...without } = body.payment.details as Record<string, unknown>;
    expect(DonationOrderSchema.safeParse({ ...body, payment: { ...body.payment, details: without } }).success).toBe(false);
  });

  it('monthly card, wallet, PayPal and Revolut Pay orders carry the billing plan (SPEC §9); single ones do not', () => {
    const plan = { interval_unit: 'month', interval_count: 1, total_cycles: 0 };
    for (const name of ['ie-monthly-card-school-name', 'ie-monthly-paypal', 'gb-monthly-google-pay'] as const) {
      const body = CASES[name]();
      expect(DonationOrderSchema.parse(body).payment.details, name).toMatchObject({ billing_plan: plan });
    }
    const monthlyRevolut = order(values('IE', 'monthly', 1000), 'IE', 'live', 'revolut_pay', (c) => revolutPayment(c, '6516e61c-d279-a454-a837-bc52ce55ed49'));
    expect(DonationOrderSchema.parse(monthlyRevolut).payment.details).toEqual({ revolut_order_id: '6516e61c-d279-a454-a837-bc52ce55ed49', billing_plan: plan });
    for (const name of ['ie-single-card-5pct', 'ie-single-paypal', 'ie-single-revolut', 'ie-single-apple-pay'] as const) expect(CASES[name]().payment.details, name).not.toHaveProperty('billing_plan');
  });

  it('without a phone number sends the phone, SMS and WhatsApp answers as given (issue 37: SPEC §9 asks them all)', () => {
    expect(CASES['gb-single-card-no-phone']().profile).toMatchObject({ field_phone: null, field_contact_email: 'allowed', field_contact_phone: 'denied', field_contact_sms: 'allowed', field_contact_post: 'denied', field_contact_whatsapp: 'not_asked' });
    expect(CASES['ie-single-card-no-phone']().profile).toMatchObject({ field_phone: null, field_contact_email: 'allowed', field_contact_phone: 'denied', field_contact_sms: 'allowed', field_contact_post: 'not_asked', field_contact_whatsapp: 'denied' });
    // With the number, the same answers are sent as given.
    expect(CASES['ie-single-card-5pct']().profile).toMatchObject({ field_contact_phone: 'denied', field_contact_whatsapp: 'allowed' });
  });

  it('sends the school name, trimmed, only for an appeal that asks for it', () => {
    expect(CASES['ie-monthly-card-school-name']().profile.field_extra_school_name).toBe("St Brigid's National School");
    // Typed for an appeal that asked, then a gift chosen on one that does not: not sent.
    let s = chooseGift(INITIAL_STATE, { kind: 'single', amount: 1000, appealId: '1176', base: '/appeal/hunger-crisis', amountUrl: '/appeal/hunger-crisis/single', askSchoolName: true });
    s = editValues(s, { school_name: 'St Brigid’s' });
    expect(s.askSchoolName).toBe(true);
    s = chooseGift(s, { kind: 'single', amount: 1000, appealId: '1175', base: '/appeal/gaza-emergency', amountUrl: '/appeal/gaza-emergency/single' });
    expect(s.askSchoolName).toBe(false);
    expect(s.values.school_name).toBe('');
  });
});

describe('address parts (SPEC §5)', () => {
  it('replaces an object part by its label or value', () => {
    expect(addressPart({ label: 'Co. Dublin', value: 'D' })).toBe('Co. Dublin');
    expect(addressPart({ value: 'Greater London' })).toBe('Greater London');
    expect(addressPart({ value: 12 })).toBe('12');
    expect(addressPart({})).toBe('');
    expect(addressPart(null)).toBe('');
    expect(addressPart('  Main Street ')).toBe('  Main Street ');
  });

  it('sends the label of an object part in the order body', () => {
    const v = values('IE', 'single', 2500);
    const withObject = { ...v, address: { ...v.address, administrative_area: { label: 'Co. Cork', value: 'CO' } as unknown as string } };
    const body = order(withObject, 'IE', 'live', 'card', (c) => cardPayment(c, LIVE_PM));
    expect(body.profile.address.administrative_area).toBe('Co. Cork');
  });
});
