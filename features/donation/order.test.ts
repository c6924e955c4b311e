import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_DEFAULTS, MONTHLY_BILLING_PLAN, paymentMethodOption, type Country, type OrderPayment, type PaymentMethodKey, type PaymentMode } from '@/features/checkout';
import { currencyForCountry } from '@/features/common/money';
import { chooseGift, completeStep, editValues, INITIAL_STATE, type DonationValues } from './model';
import { addressPart, buildDonationOrder, DonationOrderSchema } from './order';

// Golden order bodies (SPEC §3 'Donation order'): each case is built from form values as the
// checkout collects them and compared with a reviewed JSON file in ./golden.
// GOLDEN_UPDATE=1 rewrites the files (review the diff before keeping it).

const SOURCE = '5b4c1c0e-6a3f-4f57-9a57-3f0f3d2b7c11';

function values(country: Country, kind: 'single' | 'monthly', amount: number, patch: Partial<DonationValues> = {}): DonationValues {
  let s = chooseGift(INITIAL_STATE, { kind, amount, appealId: country === 'IE' ? '1175' : '1090', base: '/appeal/gaza-emergency', amountUrl: '/appeal/gaza-emergency/single?type=single', sourceCode: SOURCE });
  s = completeStep(s, 'details', {
    first_name: ' Aoife ',
    last_name: 'Byrne ',
    email: ' aoife.byrne@example.ie ',
    phone: ' +353 1 417 7700 ',
  });
  s = completeStep(s, 'address', {
    address: country === 'IE'
      ? { address_line1: '52 Camden Street ', address_line2: '', locality: 'Dublin 2', administrative_area: 'Co. Dublin', postal_code: 'D02 X285' }
      : { address_line1: '12 Victoria Street', address_line2: 'Flat 3', locality: 'London', administrative_area: 'Greater London', postal_code: 'SW1H 0NB' },
  });
  s = completeStep(s, 'preferences', {
    viewedPreferencesOptions: true,
    contact_preferences: country === 'IE' ? { email: 'allowed', phone: 'denied', sms: 'not_asked', post: 'not_asked', whatsapp: 'allowed' } : { email: 'allowed', phone: 'not_asked', sms: 'not_asked', post: 'denied', whatsapp: 'not_asked' },
  });
  return editValues(s, patch).values;
}

function payment(key: PaymentMethodKey, country: Country, kind: 'single' | 'monthly', mode: PaymentMode): OrderPayment {
  const gateway = paymentMethodOption(key, country, kind, mode).gateway;
  if (key === 'bank_account') {
    return country === 'GB'
      ? { gateway, type: 'direct_debit_uk', details: { account_name: 'Aoife Byrne', sort_code: '200000', account_number: '10000003', ...DIRECT_DEBIT_DEFAULTS.GB } }
      : { gateway, type: 'direct_debit_sepa', details: { account_name: 'Aoife Byrne', iban: 'IE29AIBK93115212345678', ...DIRECT_DEBIT_DEFAULTS.IE } };
  }
  return { gateway, type: 'credit_card', details: { stripe_payment_method_id: 'pm_card_visa', ...(kind === 'monthly' ? { billing_plan: { ...MONTHLY_BILLING_PLAN } } : {}) } };
}

const CASES = {
  'ie-single-card-5pct': () => {
    const v = values('IE', 'single', 2500);
    return buildDonationOrder(v, { country: 'IE', currency: currencyForCountry('IE'), mode: 'live', payment: payment('card', 'IE', 'single', 'live'), paymentKey: 'card', payerName: 'Aoife Byrne', captchaToken: 'sandbox-captcha-donation-1' });
  },
  'ie-monthly-sepa': () => {
    const v = values('IE', 'monthly', 2100);
    return buildDonationOrder(v, { country: 'IE', currency: 'EUR', mode: 'live', payment: payment('bank_account', 'IE', 'monthly', 'live'), paymentKey: 'bank_account', payerName: 'A. Byrne', captchaToken: null });
  },
  'gb-single-card-giftaid': () => {
    const v = values('GB', 'single', 5000, { giftaid: true, fundraisingCostsFormula: '7%' });
    return buildDonationOrder(v, { country: 'GB', currency: 'GBP', mode: 'test', payment: payment('card', 'GB', 'single', 'test'), paymentKey: 'card', payerName: 'Aoife Byrne', captchaToken: 'sandbox-captcha-donation-2' });
  },
  'gb-monthly-direct-debit': () => {
    const v = values('GB', 'monthly', 1000, { giftaid: true });
    return buildDonationOrder(v, { country: 'GB', currency: 'GBP', mode: 'test', payment: payment('bank_account', 'GB', 'monthly', 'test'), paymentKey: 'bank_account', payerName: ' Aoife Byrne ', captchaToken: null });
  },
  'gb-company-donation': () => {
    const v = values('GB', 'single', 10000, { giftaid: true, company_donation: true, company_name: ' Acme Widgets Ltd ', fundraisingCostsFormula: 'without_fee' });
    return buildDonationOrder(v, { country: 'GB', currency: 'GBP', mode: 'test', payment: payment('card', 'GB', 'single', 'test'), paymentKey: 'card', payerName: 'Aoife Byrne', captchaToken: 'sandbox-captcha-donation-3' });
  },
} as const;

const file = (name: string) => new URL(`./golden/${name}.json`, import.meta.url);

describe('golden donation order bodies (SPEC §3)', () => {
  for (const [name, build] of Object.entries(CASES)) {
    it(name, () => {
      const body = build();
      expect(DonationOrderSchema.safeParse(body).success).toBe(true);
      if (process.env.GOLDEN_UPDATE) writeFileSync(file(name), `${JSON.stringify(body, null, 2)}\n`);
      expect(JSON.parse(JSON.stringify(body))).toEqual(JSON.parse(readFileSync(file(name), 'utf8')));
    });
  }

  it('the route schema refuses what SPEC §3 and §5 rule out', () => {
    const single = CASES['ie-single-card-5pct']();
    expect(DonationOrderSchema.safeParse({ ...single, profile: { ...single.profile, field_cardholder_name: 'X' } }).success).toBe(false);
    expect(DonationOrderSchema.safeParse({ ...single, payment: payment('bank_account', 'IE', 'single', 'live') }).success).toBe(false);
    expect(DonationOrderSchema.safeParse({ ...single, user: { mail: 'a@b' } }).success).toBe(false);
    expect(DonationOrderSchema.safeParse({ ...single, order: { ...single.order, field_source_code: 'newsletter' } }).success).toBe(false);
    const monthly = CASES['ie-monthly-sepa']();
    expect(DonationOrderSchema.safeParse({ ...monthly, order: { ...monthly.order, field_fundraising_costs: 1 } }).success).toBe(false);
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
    const body = buildDonationOrder(withObject, { country: 'IE', currency: 'EUR', mode: 'live', payment: payment('card', 'IE', 'single', 'live'), paymentKey: 'card', payerName: null, captchaToken: null });
    expect(body.profile.address.administrative_area).toBe('Co. Cork');
  });
});
