import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { OrderDb } from './db';
import { HttpError } from './http';
import { validateCoupon } from './coupons';
import { validateBank } from './lookup';
import type { CountrySeed } from './seed/types';

// POST /commerce/order/create (CONTRACT §6, SPEC §3 'Donation order' and 'Gift order'):
// validates the body, verifies its captcha token while a settings flag asks for one, "charges"
// with the sandbox's payment rules, and keeps every order in the database under its
// Idempotency-Key.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,}$|^[^\s@]+@\[[0-9a-fA-F:.]+\]$/;

const text = (max = 255) => z.string().max(max);
const consent = z.enum(['allowed', 'denied', 'not_asked']);
const money = z.object({
  number: z.string().regex(/^\d{1,7}\.\d{2}$/, 'must be a decimal string such as "25.00"'),
  currency_code: z.enum(['EUR', 'GBP', 'USD']),
});

const AddressSchema = z.object({
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

const ProfileSchema = z.object({
  field_contact_email: consent.optional(),
  field_contact_phone: consent.optional(),
  field_contact_sms: consent.optional(),
  field_contact_post: consent.optional(),
  field_contact_whatsapp: consent.optional(),
  field_donor_serial_number: text(64).nullish(),
  field_phone: text(40).nullish(),
  field_extra_school_name: text().nullish(),
  field_cardholder_name: text(200).nullish(),
  field_title: text(40).nullish(),
  address: AddressSchema,
});

const UserSchema = z.object({ mail: z.string().max(254).regex(EMAIL, 'must be an email address') });

/** SPEC §9: monthly gifts by card, wallet, PayPal or Revolut Pay: 1-month interval, unlimited cycles. */
const BillingPlan = z.object({ interval_unit: z.literal('month'), interval_count: z.literal(1), total_cycles: z.literal(0) });

/** CONTRACT §6: Revolut Pay is a `credit_card` payment through the gateway `revolut`. */
const RevolutPaymentSchema = z.object({
  gateway: z.literal('revolut'),
  type: z.literal('credit_card'),
  details: z.object({ revolut_order_id: text(64).min(1), billing_plan: BillingPlan.nullish() }),
});

const OtherPaymentSchema = z.discriminatedUnion('type', [
  z.object({
    gateway: text(64),
    type: z.literal('credit_card'),
    details: z.object({
      stripe_payment_method_id: text(255).min(1),
      /** Sent again after 3-D Secure: the PaymentIntent the donor authenticated. */
      stripe_payment_intent_id: z.string().regex(/^pi_[A-Za-z0-9]+$/).max(255).nullish(),
      wallet: z.enum(['apple_pay', 'google_pay']).nullish(),
      billing_plan: BillingPlan.nullish(),
    }),
  }),
  z.object({
    gateway: text(64),
    type: z.literal('paypal_ec'),
    details: z.object({ paypal_order_id: text(64).min(1), payer_id: text(64).nullish(), paypal_subscription_id: text(64).nullish(), billing_plan: BillingPlan.nullish() }),
  }),
  z.object({
    gateway: text(64),
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
    gateway: text(64),
    type: z.literal('direct_debit_sepa'),
    details: z.object({
      account_name: text(200).min(1),
      iban: z.string().min(15).max(42),
      one_signatory: z.literal('1'),
      debit_date: z.literal('2'),
      accept_direct_debits: z.literal('1'),
    }),
  }),
]);
const PaymentSchema = z.union([RevolutPaymentSchema, OtherPaymentSchema.refine((p) => p.gateway !== 'revolut', 'a Revolut payment names its revolut_order_id')]);
type Payment = z.infer<typeof PaymentSchema>;
type RevolutPayment = z.infer<typeof RevolutPaymentSchema>;
const isRevolut = (payment: Payment | undefined | null): payment is RevolutPayment => payment?.gateway === 'revolut';

const DonationItemSchema = z.object({
  type: z.literal('donation'),
  field_donation_type: z.enum(['recurring_donation', 'single_donation']),
  title: z.enum(['Recurring donation', 'Single donation']),
  purchased_entity: z.object({ sku: z.literal('donation') }),
  unit_price: money,
  quantity: z.union([z.literal(1), z.literal('1')]).optional(),
});

export const DonationOrderSchema = z.object({
  payment: PaymentSchema,
  order: z.object({
    type: z.literal('donation'),
    field_appeal: text(32).nullish(),
    field_source_code: z.string().regex(UUID, 'must be a UUID').nullish(),
    field_giftaid: z.boolean(),
    field_internal_tags: z.array(text(64)).max(50),
    field_fundraising_costs: z.number().min(0).max(1_000_000),
    field_fundraising_formula: text(64).nullish(),
    order_items: z.tuple([DonationItemSchema]),
  }),
  profile: ProfileSchema,
  user: UserSchema,
  captchaToken: text(4096).nullish(),
});

const CardSchema = z
  .object({
    type: z.enum(['postal', 'email', 'print', 'santa_letter']).optional(),
    field_send_to: z.enum(['to_recipient', 'to_yourself']).optional(),
    field_subject: text().optional(),
    field_recipient_email: z.string().max(254).regex(EMAIL, 'must be an email address').nullish(),
    field_sending_timestamp: z.number().int().nullish(),
    field_recipient_name: text(200).nullish(),
    field_message: text(2000).nullish(),
    field_text_plain_1: text(500).nullish(),
    field_text_plain_2: text(500).nullish(),
  })
  .loose();

const GiftItemSchema = z.object({
  type: z.enum(['gift', 'gifts_bundle']),
  purchased_entity: z.object({ sku: text(64).min(1) }),
  unit_price: money,
  quantity: z.number().int().min(1).max(999),
  field_card_delivery: z.enum(['email', 'postal']).nullish(),
  field_card: z.array(CardSchema).max(999).optional(),
});

export const GiftOrderSchema = z.object({
  payment: PaymentSchema.optional(),
  order: z.object({
    type: z.literal('gift'),
    field_source_code: z.string().regex(UUID, 'must be a UUID').nullish(),
    field_giftaid: z.boolean().optional(),
    order_items: z.array(GiftItemSchema).min(1).max(100),
  }),
  profile: ProfileSchema,
  user: UserSchema,
  coupon: text(64).nullish(),
  captchaToken: text(4096).nullish(),
});

export interface OrderAnswer {
  status: number;
  body: Record<string, unknown>;
}

function issuesMessage(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');
}

/** The body's shape, as a 400 naming the first bad fields. */
export function validateOrderBody(body: unknown): { kind: 'donation'; order: z.infer<typeof DonationOrderSchema> } | { kind: 'gift'; order: z.infer<typeof GiftOrderSchema> } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The order body must be a JSON object');
  const type = (body as { order?: { type?: unknown } }).order?.type;
  if (type === 'donation') {
    const parsed = DonationOrderSchema.safeParse(body);
    if (!parsed.success) throw new HttpError(400, `Invalid donation order: ${issuesMessage(parsed.error)}`);
    return { kind: 'donation', order: parsed.data };
  }
  if (type === 'gift') {
    const parsed = GiftOrderSchema.safeParse(body);
    if (!parsed.success) throw new HttpError(400, `Invalid gift order: ${issuesMessage(parsed.error)}`);
    return { kind: 'gift', order: parsed.data };
  }
  throw new HttpError(400, "Invalid order: order.type must be 'donation' or 'gift'");
}

const COMPLETING_CARDS = new Set(['pm_card_visa', 'pm_card_mastercard']);
/** Stripe's published test ids of cards that need 3-D Secure: the order waits in requires_action. */
export const AUTHENTICATION_CARDS = new Set(['pm_card_threeDSecure2Required', 'pm_card_authenticationRequired']);
/** The sandbox's PaymentIntent ids name their order: pi_sbx{order id}x{random}. */
const SANDBOX_INTENT = /^pi_sbx(\d+)x[A-Za-z0-9]+$/;

/** The sandbox payment provider's answer: null when the payment goes through. */
function charge(payment: Payment, recurring: boolean): OrderAnswer | null {
  if (recurring && payment.type !== 'direct_debit_uk' && payment.type !== 'direct_debit_sepa' && !payment.details.billing_plan) {
    return { status: 422, body: { message: 'A monthly donation needs its billing plan.' } };
  }
  if (isRevolut(payment)) {
    return UUID.test(payment.details.revolut_order_id) ? null : { status: 422, body: { message: 'The Revolut Pay payment could not be confirmed.' } };
  }
  switch (payment.type) {
    case 'credit_card': {
      const id = payment.details.stripe_payment_method_id;
      if (COMPLETING_CARDS.has(id) || AUTHENTICATION_CARDS.has(id)) return null;
      if (id === 'pm_card_chargeDeclined') {
        return { status: 402, body: { message: 'Your card was declined. Please try another card or payment method.' } };
      }
      return { status: 422, body: { message: `Unknown payment method &quot;${escapeHtml(id.slice(0, 40))}&quot;.` } };
    }
    case 'paypal_ec':
      // PayPal order ids are 17 upper-case letters and digits.
      return /^[A-Z0-9]{17}$/.test(payment.details.paypal_order_id)
        ? null
        : { status: 422, body: { message: 'The PayPal payment could not be confirmed.' } };
    case 'direct_debit_uk':
    case 'direct_debit_sepa': {
      if (!recurring) return { status: 422, body: { message: 'Direct debit is only available for monthly donations.' } };
      const query =
        payment.type === 'direct_debit_uk'
          ? `country=GB&sort_code=${payment.details.sort_code}&account_number=${payment.details.account_number}`
          : `country=IE&iban=${encodeURIComponent(payment.details.iban)}`;
      const result = validateBank(new URL(`http://sandbox/bank/validate?${query}`));
      return result.valid
        ? null
        : { status: 422, body: { message: `The bank account could not be validated: ${escapeHtml(result.message ?? 'unknown account')}` } };
    }
  }
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * What a payment's provider makes anew on each authorisation, and the captcha token (new on
 * each press): not part of what an order is. A resend of one attempt after a reload carries a
 * fresh token and, with real Stripe, a new PaymentMethod, yet it is the same order. Not the
 * Revolut order (CONTRACT §6): one Revolut order belongs to one attempt, and is what the order
 * is paid with, so a resend under a known key that names another one is refused (422), never
 * answered with the first order (whose Revolut order the site would then not capture).
 */
const PER_AUTHORISATION = ['stripe_payment_method_id', 'stripe_payment_intent_id', 'paypal_order_id', 'payer_id', 'paypal_subscription_id'];

/** What makes the order (amount, currency, appeal, donor, items, method…), hashed: two sends of one attempt hash the same. */
export function orderIdentityHash(body: unknown): string {
  let identity = body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const { captchaToken: _token, ...rest } = body as Record<string, unknown>;
    const payment = rest.payment as { details?: unknown } | undefined;
    if (payment && typeof payment === 'object' && payment.details && typeof payment.details === 'object') {
      const details = Object.fromEntries(Object.entries(payment.details).filter(([name]) => !PER_AUTHORISATION.includes(name)));
      rest.payment = { ...payment, details };
    }
    identity = rest;
  }
  return createHash('sha256').update(canonical(identity)).digest('hex');
}

/** A flag as the backend's settings may hold it (Drupal sends booleans, 0/1 or '0'/'1'). */
function flagOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'on';
}

/** The captcha the settings ask for on a payment: the card's or the wallet's (the sandbox takes `details.wallet` at its word: its test ids say nothing of a wallet). */
function captchaAsked(payment: Payment | undefined, checkout: Record<string, unknown> | undefined): boolean {
  if (payment?.type !== 'credit_card' || isRevolut(payment) || !checkout) return false;
  return flagOn(payment.details.wallet ? checkout.captcha_wallet : checkout.captcha_card);
}

/** The answer siteverify gave for a token (./turnstile.ts). */
export type CaptchaVerifier = (token: string) => { success: boolean; 'error-codes': string[]; action?: string };

/** Canonical JSON (sorted keys), so the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The Revolut stand-in's view of a Revolut Pay payment (./revolut.ts): null when it may complete. */
export interface RevolutPayments {
  paymentProblem(revolutOrderId: string, amountMinor: number, currency: string, orderKey: string): string | null;
}

/**
 * What the donor pays for an order (minor units), as the backend works it out: a donation and
 * the fee it covers; a gift order's items, or its coupon's total when the coupon applies.
 */
export function orderTotalMinor(valid: ReturnType<typeof validateOrderBody>, seed: CountrySeed, now: Date): number {
  const minor = (n: string) => Math.round(Number(n) * 100);
  if (valid.kind === 'donation') return minor(valid.order.order.order_items[0].unit_price.number) + Math.round(valid.order.order.field_fundraising_costs * 100);
  const items = valid.order.order.order_items;
  const sum = items.reduce((total, item) => total + minor(item.unit_price.number) * item.quantity, 0);
  if (!valid.order.coupon) return sum;
  const free = new Set(seed.products.filter((p) => p.entity_bundle === 'gift_free').flatMap((p) => p.fields.prices.map((price) => price.sku)));
  const paid = items.filter((item) => !free.has(item.purchased_entity.sku)).map(({ purchased_entity, unit_price, quantity }) => ({ purchased_entity, unit_price, quantity }));
  const coupon = validateCoupon({ order: { type: 'gift', order_items: paid }, coupon: valid.order.coupon }, seed, now);
  return 'totalPrice' in coupon ? Math.round(coupon.totalPrice * 100) : sum;
}

/** A key reused with another body: refused, never a second order, never the first order's answer. */
const KEY_REUSED: OrderAnswer = { status: 422, body: { message: 'This Idempotency-Key was already used for a different order.' } };

export class OrderService {
  /** Requests in flight per Idempotency-Key, so two at once still make one order. */
  private inFlight = new Map<string, { hash: string; work: Promise<OrderAnswer> }>();

  constructor(
    private readonly db: OrderDb,
    private readonly seed: () => CountrySeed,
    /** Verifies a captcha token once (the sandbox's stand-in for Turnstile's siteverify). */
    private readonly verifyCaptcha: CaptchaVerifier,
    /** The Revolut stand-in: a Revolut Pay payment completes only for its authorised order of the order's total (CONTRACT §6). */
    private readonly revolut: RevolutPayments | null = null,
  ) {}

  create(idempotencyKey: string | undefined, body: unknown): Promise<OrderAnswer> {
    if (!idempotencyKey || !UUID.test(idempotencyKey)) {
      throw new HttpError(400, 'The Idempotency-Key header must be a UUID');
    }
    const hash = orderIdentityHash(body);
    const running = this.inFlight.get(idempotencyKey);
    // The same attempt twice at once shares one answer; a different body never gets it.
    if (running) return running.hash === hash ? running.work : Promise.resolve(KEY_REUSED);
    const work = this.process(idempotencyKey, body, hash).finally(() => this.inFlight.delete(idempotencyKey));
    this.inFlight.set(idempotencyKey, { hash, work });
    return work;
  }

  private async process(key: string, body: unknown, hash: string): Promise<OrderAnswer> {
    // A known key answers as it did the first time: no second captcha check, no second charge.
    const existing = (await this.db.findByKey(key)) ?? (await this.db.findConfirmation(key));
    if (existing) {
      if (existing.body_hash !== hash) return KEY_REUSED;
      return { status: existing.http_status, body: existing.response as Record<string, unknown> };
    }
    const valid = validateOrderBody(body);
    const payment = valid.order.payment;
    // After 3-D Secure (CONTRACT §6): a new attempt matched by its PaymentIntent, which only
    // completes the order that waited; it makes no order, so it verifies no token.
    if (payment?.type === 'credit_card' && !isRevolut(payment) && payment.details.stripe_payment_intent_id) {
      return this.confirm(key, hash, payment.details.stripe_payment_intent_id, payment.details.stripe_payment_method_id, valid.order.captchaToken);
    }
    const seed = this.seed();
    const refused = this.captchaRefusal(valid, seed);
    if (refused) return refused;
    let declined: OrderAnswer | null = null;
    let state = 'completed';
    if (valid.kind === 'donation') {
      const item = valid.order.order.order_items[0];
      if (item.unit_price.currency_code !== seed.currency) {
        throw new HttpError(400, `Invalid donation order: order.order_items.0.unit_price.currency_code: must be ${seed.currency}`);
      }
      if (Number(item.unit_price.number) <= 0) {
        throw new HttpError(400, 'Invalid donation order: order.order_items.0.unit_price.number: must be more than 0');
      }
      declined = charge(valid.order.payment, item.field_donation_type === 'recurring_donation');
    } else {
      const skus = new Set(seed.products.flatMap((p) => p.fields.prices.map((price) => price.sku)));
      const unknown = valid.order.order.order_items.find((i) => !skus.has(i.purchased_entity.sku));
      if (unknown) return { status: 422, body: { message: `Unknown gift: ${escapeHtml(unknown.purchased_entity.sku)}` } };
      if (valid.order.payment) declined = charge(valid.order.payment, false);
      else state = 'draft';
    }
    if (!declined && isRevolut(payment) && this.revolut) {
      const problem = this.revolut.paymentProblem(payment.details.revolut_order_id, orderTotalMinor(valid, seed, new Date()), seed.currency, key);
      if (problem) declined = { status: 422, body: { message: problem } };
    }
    const id = await this.db.nextId();
    let extra: Record<string, unknown> = {};
    if (!declined && payment?.type === 'credit_card' && !isRevolut(payment) && AUTHENTICATION_CARDS.has(payment.details.stripe_payment_method_id)) {
      // As Stripe answers a card that needs SCA: the order waits until the donor authenticates.
      state = 'requires_action';
      const secret = (n: number) => randomBytes(n).toString('hex');
      extra = { payment_intent_client_secret: `pi_sbx${id}x${secret(8)}_secret_${secret(12)}` };
    }
    // A direct debit's mandate, as a SEPA creditor or a Bacs service user names it (docs/contract.md).
    if (!declined && (payment?.type === 'direct_debit_uk' || payment?.type === 'direct_debit_sepa')) extra = { mandate_reference: `CA-${id}-${randomBytes(3).toString('hex').toUpperCase()}` };
    const answer: OrderAnswer = declined ?? { status: 201, body: { order_id: [{ value: id }], state: [{ value: state }], ...extra } };
    await this.db.insert({
      id,
      idempotency_key: key,
      kind: valid.kind,
      state: declined ? 'payment_failed' : state,
      http_status: answer.status,
      response: answer.body,
      body,
      body_hash: hash,
    });
    return answer;
  }

  /**
   * CONTRACT §6: while a settings flag asks for a captcha on this payment, its token is verified
   * with the provider, once, before anything is charged. A missing, spent, expired or forged
   * token is refused (400) and nothing is kept under the key, so the same attempt may come
   * again with a fresh token.
   */
  private captchaRefusal(valid: ReturnType<typeof validateOrderBody>, seed: CountrySeed): OrderAnswer | null {
    const storefront = valid.kind === 'donation' ? 'main' : 'gifts';
    if (!captchaAsked(valid.order.payment, seed.settings[storefront].checkout as unknown as Record<string, unknown>)) return null;
    const token = valid.order.captchaToken?.trim();
    if (!token) return { status: 400, body: { message: 'This payment needs a captcha token. Please confirm you are not a robot and try again.' } };
    const verdict = this.verifyCaptcha(token);
    const action = valid.kind === 'donation' ? 'donation' : 'gift_order';
    const codes = verdict.success ? (verdict.action === action ? [] : ['action-mismatch']) : verdict['error-codes'];
    if (codes.length === 0) return null;
    return { status: 400, body: { message: `The captcha could not be verified (${escapeHtml(codes.join(', '))}). Please confirm you are not a robot and try again.` } };
  }

  /**
   * The same order sent again after 3-D Secure, carrying the PaymentIntent (CONTRACT §6):
   * completes the order that waited in requires_action (never a second order), and only that
   * order's own resend: the PaymentIntent made for it, what makes the order (a reload's resend
   * is still the same order), and the card the intent was made with (the sandbox's test ids
   * name the card: another card, a declined one included, is not this intent's). It carries no
   * captcha token: the waiting order's was verified when it was made, and the site sends none,
   * so one that comes with a token is not the site's resend (refused, nothing verified).
   */
  private async confirm(key: string, hash: string, intent: string, card: string, captchaToken: string | null | undefined): Promise<OrderAnswer> {
    if (captchaToken?.trim()) {
      return { status: 400, body: { message: 'A payment confirmed after 3-D Secure carries no captcha token: the order it completes was verified when it was made.' } };
    }
    const orderId = SANDBOX_INTENT.exec(intent)?.[1];
    const order = orderId ? await this.db.findById(orderId) : undefined;
    const secret = (order?.response as { payment_intent_client_secret?: string } | undefined)?.payment_intent_client_secret;
    const sameOrder = order && hash === order.body_hash;
    const waitingCard = (order?.body as { payment?: { details?: { stripe_payment_method_id?: unknown } } } | undefined)?.payment?.details?.stripe_payment_method_id;
    let answer: OrderAnswer;
    if (!order || !secret?.startsWith(`${intent}_secret_`) || !sameOrder || waitingCard !== card) {
      answer = { status: 422, body: { message: 'This payment could not be confirmed.' } };
    } else if (order.state !== 'requires_action' && order.state !== 'completed') {
      answer = { status: 422, body: { message: 'This order cannot be paid any more.' } };
    } else {
      await this.db.setState(order.id, 'completed');
      answer = { status: 201, body: { order_id: [{ value: order.id }], state: [{ value: 'completed' }] } };
    }
    if (order) await this.db.insertConfirmation({ idempotency_key: key, order_id: order.id, http_status: answer.status, response: answer.body, body_hash: hash });
    return answer;
  }
}
