import '@/features/common/zod-browser';
import { z } from 'zod';
import { addressPart, type AddressPartValue, EMAIL_PATTERN, MoneySchema, OrderPaymentSchema, OrderProfileSchema, OrderUserSchema, UUID_PATTERN, type OrderPayment } from '@/features/checkout';
import { toDecimalString } from '@/features/common/money';
import { plainMultilineText, plainText } from '@/features/common/plain-text';
import { isFreeGift, isSantaLetter, type Basket, type BasketProduct, type Card } from './basket/model';
import { sendingTimestamp, type CharityCountry } from './sending-time';
import { PREFER_NOT_TO_SAY } from './buyer-form';
import { spaceSentences } from './card-validation';

// The gift order sent to POST /commerce/order/create (SPEC §3 'Gift order', CONTRACT §6):
// built in the browser from the basket and the buyer's details, re-validated by the order
// route handler with GiftOrderBodySchema before it reaches the backend.

export const EMAIL_CARD_SUBJECT = 'A friend has bought you a Gift';
/** The fixed subject of a card printed and sent to the buyer (SPEC §3 leaves the wording to us). */
export const PRINT_CARD_SUBJECT = 'Your printable Gift card';

export type Consent = 'allowed' | 'denied' | 'not_asked';
export const CONTACT_CHANNELS = ['email', 'phone', 'sms', 'post', 'whatsapp'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export interface GiftBuyer {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: {
    countryCode: string;
    addressLine1: string;
    addressLine2: AddressPartValue;
    locality: string;
    administrativeArea: AddressPartValue;
    postalCode: AddressPartValue;
    organization: AddressPartValue;
  };
  contactPreferences: Partial<Record<ContactChannel, Consent>>;
}

export interface GiftOrderInput {
  basket: Basket;
  buyer: GiftBuyer;
  giftaid: boolean;
  /** Attribution source code (a UUID) or null. */
  sourceCode: string | null;
  country: CharityCountry;
  /** The payment part, from the shared checkout's payment methods. */
  payment?: OrderPayment | null;
  captchaToken?: string | null;
  now?: Date;
}



export const OrderCardSchema = z.union([
  z.object({
    type: z.literal('email'),
    field_send_to: z.literal('to_recipient'),
    field_subject: z.literal(EMAIL_CARD_SUBJECT),
    field_recipient_email: plainText().max(254).regex(EMAIL_PATTERN),
    field_sending_timestamp: z.number().int().nullable(),
    field_recipient_name: plainText().min(1).max(200),
    field_message: plainMultilineText().max(2000),
  }),
  z.object({ type: z.literal('print'), field_send_to: z.literal('to_yourself'), field_subject: z.literal(PRINT_CARD_SUBJECT) }),
  z.object({ type: z.literal('postal') }),
  z.object({
    type: z.literal('santa_letter'),
    field_recipient_name: plainText().min(1).max(200),
    field_text_plain_1: plainMultilineText().max(500),
    field_text_plain_2: plainMultilineText().max(500),
  }),
]);
export type OrderCard = z.infer<typeof OrderCardSchema>;

export const OrderItemSchema = z.object({
  type: z.enum(['gift', 'gifts_bundle']),
  purchased_entity: z.object({ sku: plainText().min(1).max(64) }),
  unit_price: MoneySchema,
  quantity: z.number().int().min(1).max(99),
  field_card_delivery: z.enum(['email', 'postal']).optional(),
  field_card: z.array(OrderCardSchema).max(99).optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** The gift order body exactly as SPEC §3, with the shared checkout's profile, user and payment parts. */
export const GiftOrderBodySchema = z.object({
  order: z.object({
    type: z.literal('gift'),
    field_source_code: z.string().regex(UUID_PATTERN).nullable(),
    field_giftaid: z.boolean(),
    order_items: z.array(OrderItemSchema).min(1).max(100),
  }),
  profile: OrderProfileSchema,
  user: OrderUserSchema,
  coupon: plainText().min(1).max(64).nullable(),
  payment: OrderPaymentSchema.optional(),
  /** When the settings ask for a captcha on the chosen payment method (SPEC §3 checkout flags). */
  captchaToken: plainText().max(4096).optional(),
});
/** What the order route accepts: a payment is required there. */
export const GiftOrderRequestSchema = GiftOrderBodySchema.extend({ payment: OrderPaymentSchema });
export type GiftOrderBody = z.infer<typeof GiftOrderBodySchema>;

function emailCard(card: Card, country: CharityCountry, now: Date): OrderCard {
  const f = card.emailFormData;
  return {
    type: 'email',
    field_send_to: 'to_recipient',
    field_subject: EMAIL_CARD_SUBJECT,
    field_recipient_email: f.recipientEmail.trim(),
    field_sending_timestamp: sendingTimestamp(f.sendingDate, country, now),
    field_recipient_name: spaceSentences(f.recipientName.trim()),
    // "birthday.Love" is no link (hasLink), and goes out as "birthday. Love", which no mail client links.
    field_message: spaceSentences(f.message.trim()),
  };
}

function orderCard(card: Card, country: CharityCountry, now: Date): OrderCard {
  switch (card.type) {
    case 'email':
      return emailCard(card, country, now);
    case 'print':
      return { type: 'print', field_send_to: 'to_yourself', field_subject: PRINT_CARD_SUBJECT };
    case 'postal':
      return { type: 'postal' };
  }
}

/**
 * A basket product's order items: one per card delivery it uses (e-mail and print cards are
 * delivered by email, postal cards by post), each with one card per unit. Santa letters are
 * posted; free gifts and products without cards carry none.
 */
export function orderItemsFor(item: BasketProduct, country: CharityCountry, now: Date): OrderItem[] {
  const base = {
    type: item.data.bundle === 'gifts_bundle' ? ('gifts_bundle' as const) : ('gift' as const),
    purchased_entity: { sku: item.data.sku },
    unit_price: { number: toDecimalString(item.data.amount), currency_code: item.data.currency },
  };
  if (isFreeGift(item)) return [{ ...base, quantity: 1 }];
  if (isSantaLetter(item)) {
    return [
      {
        ...base,
        quantity: item.quantity,
        field_card_delivery: 'postal',
        field_card: item.santaLetters.map((l) => ({
          type: 'santa_letter' as const,
          field_recipient_name: l.recipientName.trim(),
          field_text_plain_1: l.present.trim(),
          field_text_plain_2: l.postscript.trim(),
        })),
      },
    ];
  }
  if (item.cards.length === 0) return [{ ...base, quantity: item.quantity }];
  const byDelivery = { email: [] as Card[], postal: [] as Card[] };
  for (const card of item.cards) byDelivery[card.type === 'postal' ? 'postal' : 'email'].push(card);
  return (['email', 'postal'] as const)
    .filter((delivery) => byDelivery[delivery].length > 0)
    .map((delivery) => ({
      ...base,
      quantity: byDelivery[delivery].length,
      field_card_delivery: delivery,
      field_card: byDelivery[delivery].map((c) => orderCard(c, country, now)),
    }));
}

/** The gift order body (SPEC §3). Trims what SPEC §5 says is trimmed. */
export function buildGiftOrder({ basket, buyer, giftaid, sourceCode, country, payment, captchaToken, now = new Date() }: GiftOrderInput): GiftOrderBody {
  const title = buyer.title === PREFER_NOT_TO_SAY ? '' : buyer.title.trim();
  const profile: GiftOrderBody['profile'] = {
    field_phone: buyer.phone.trim(),
    field_title: title,
    address: {
      given_name: buyer.firstName.trim(),
      family_name: buyer.lastName.trim(),
      country_code: buyer.address.countryCode,
      address_line1: buyer.address.addressLine1.trim(),
      // SPEC §5: optional parts that arrive as objects (a picked option) become their label or value.
      address_line2: addressPart(buyer.address.addressLine2).trim(),
      locality: buyer.address.locality.trim(),
      administrative_area: addressPart(buyer.address.administrativeArea).trim(),
      postal_code: addressPart(buyer.address.postalCode).trim(),
      organization: addressPart(buyer.address.organization).trim(),
    },
  };
  for (const channel of CONTACT_CHANNELS) {
    const value = buyer.contactPreferences[channel];
    if (value) profile[`field_contact_${channel}`] = value;
  }
  const coupon = basket.coupon && !basket.coupon.isPending && !basket.coupon.errorMessage ? basket.coupon.code : null;
  const trimmedSource = sourceCode?.trim() || null;
  const body: GiftOrderBody = {
    order: {
      type: 'gift',
      field_source_code: trimmedSource && UUID_PATTERN.test(trimmedSource) ? trimmedSource : null,
      field_giftaid: giftaid,
      order_items: basket.products.flatMap((item) => orderItemsFor(item, country, now)),
    },
    profile,
    user: { mail: buyer.email.trim() },
    coupon,
  };
  if (payment) body.payment = payment;
  if (captchaToken) body.captchaToken = captchaToken;
  return body;
}
