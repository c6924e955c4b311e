import { randomUUID } from 'node:crypto';
import { sandboxProviderToken } from '@/sandbox/turnstile';

// Order bodies shaped as SPEC §3 'Donation order' and 'Gift order', for sandbox tests.

export function donationOrder(overrides: { payment?: unknown; recurring?: boolean; amount?: string; currency?: string } = {}) {
  const recurring = overrides.recurring ?? false;
  return {
    payment: overrides.payment ?? { gateway: 'stripe', type: 'credit_card', details: { stripe_payment_method_id: 'pm_card_visa' } },
    order: {
      type: 'donation',
      field_appeal: '1175',
      field_source_code: '5b4c1c0e-6a3f-4f57-9a57-3f0f3d2b7c11',
      field_giftaid: false,
      field_internal_tags: [],
      field_fundraising_costs: recurring ? 0 : 1.25,
      field_fundraising_formula: recurring ? null : '5%',
      order_items: [
        {
          type: 'donation',
          field_donation_type: recurring ? 'recurring_donation' : 'single_donation',
          title: recurring ? 'Recurring donation' : 'Single donation',
          purchased_entity: { sku: 'donation' },
          unit_price: { number: overrides.amount ?? '25.00', currency_code: overrides.currency ?? 'EUR' },
        },
      ],
    },
    profile: {
      field_contact_email: 'allowed',
      field_contact_phone: 'denied',
      field_contact_sms: 'not_asked',
      field_contact_post: 'not_asked',
      field_contact_whatsapp: 'denied',
      field_phone: '+353 1 417 7700',
      address: {
        given_name: 'Aoife',
        family_name: 'Byrne',
        country_code: 'IE',
        address_line1: '52 Camden Street',
        locality: 'Dublin 2',
        administrative_area: 'Co. Dublin',
        postal_code: 'D02 X285',
      },
    },
    user: { mail: 'aoife.byrne@example.ie' },
    // A fresh token per order: the sandbox verifies each once while captcha_card is on (CONTRACT §6).
    captchaToken: sandboxProviderToken('donation'),
  };
}

export function giftOrder(sku: string, overrides: { payment?: unknown; coupon?: string | null } = {}) {
  return {
    payment: overrides.payment ?? { gateway: 'stripe', type: 'credit_card', details: { stripe_payment_method_id: 'pm_card_mastercard' } },
    order: {
      type: 'gift',
      field_source_code: null,
      order_items: [
        {
          type: 'gift',
          purchased_entity: { sku },
          unit_price: { number: '30.00', currency_code: 'EUR' },
          quantity: 1,
          field_card_delivery: 'email',
          field_card: [
            {
              type: 'email',
              field_send_to: 'to_recipient',
              field_subject: 'A friend has bought you a Gift',
              field_recipient_email: 'friend@example.org',
              field_recipient_name: 'Ciarán',
              field_message: 'Happy Christmas!',
              field_sending_timestamp: null,
            },
          ],
        },
      ],
    },
    profile: {
      field_title: '',
      address: { given_name: 'Sam', family_name: 'Reilly', country_code: 'IE', address_line1: '3 Shop Street', locality: 'Galway' },
    },
    user: { mail: 'sam@example.ie' },
    coupon: overrides.coupon ?? null,
    captchaToken: sandboxProviderToken('gift_order'),
  };
}

export const newKey = () => randomUUID();
