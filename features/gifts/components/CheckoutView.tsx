'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  AddressFields,
  ContactPreferencesFields,
  GiftAidDeclaration,
  NOT_ASKED,
  OrderSubmitError,
  PaymentFields,
  PaymentMethodPicker,
  TextField,
  captchaProvider,
  configuredProviders,
  detectWallets,
  stripePublishableKey,
  checkoutStyles,
  needsCaptcha,
  newIdempotencyKey,
  paymentMethodsFor,
  settleNextAction,
  submitOrder,
  type ContactPreferences,
  type PaymentFieldsHandle,
  type PaymentMethodOption,
} from '@/features/checkout/client';
import { attributionSource, paymentMode } from '@/features/common/modes';
import { readAttribution } from '@/features/common/attribution-session';
import { formatMoney, type Currency } from '@/features/common/money';
import { track } from '@/features/common/track';
import { amountToPay, basketTotal, isFreeGift } from '../basket/model';
import { useBasket } from '../basket/store';
import { cardErrors } from '../card-validation';
import type { FreeGift } from '../catalogue';
import { buyerSchema, CHOOSE_PAYMENT_METHOD, EMPTY_BUYER, giftBuyer, PAYMENT_INCOMPLETE, SUBMIT_FAILED, type BuyerForm } from '../checkout-schema';
import { buildGiftOrder, TITLES, type GiftOrderBody } from '../order';
import type { CharityCountry } from '../sending-time';
import { giftSourceCode } from '../source-code';
import { EMPTY_BASKET_TEXT, useBasketIsland } from './useBasketIsland';
import styles from './gifts.module.css';

// '/checkout' (SPEC §2, §3 'Gift order'): buyer details, address look-up, contact preferences,
// Gift Aid (GB personal gifts) and payment — all from the shared checkout (features/checkout)
// — then the order through /api/gifts/order with an Idempotency-Key. The basket is emptied
// only once the order is created and paid; the thank-you shows the order id.

export const ORDER_URL = '/api/gifts/order';
export const THANK_YOU_TITLE = 'Thank you for your order';

interface Props {
  freeGifts: FreeGift[];
  currency: Currency;
  country: CharityCountry;
  /** Settings' checkout flags. */
  checkout: { revolutPay: boolean; captchaCard: boolean; captchaWallet: boolean; stripePaymentRequest: boolean };
  /** Source codes whose startsAt has passed (SPEC §5). */
  sourceCodes: { code: string }[];
}


const noSubscription = () => () => undefined;
/** '/checkout?orderID=…': the thank-you survives a reload (once the basket is empty). */
function orderIdInUrl(): string | null {
  const id = new URLSearchParams(window.location.search).get('orderID');
  return id && /^\d{1,20}$/.test(id) ? id : null;
}

/** The id of the first field with an error, in page order. */
function firstErrorId(errors: FieldErrors<BuyerForm>): string | null {
  const order: [boolean, string][] = [
    [Boolean(errors.title), 'buyer-title'],
    [Boolean(errors.firstName), 'buyer-firstName'],
    [Boolean(errors.lastName), 'buyer-lastName'],
    [Boolean(errors.email), 'buyer-email'],
    [Boolean(errors.phone), 'buyer-phone'],
    [Boolean(errors.organization), 'buyer-organization'],
    [Boolean(errors.address?.address_line1), 'address-address_line1'],
    [Boolean(errors.address?.locality), 'address-locality'],
    [Boolean(errors.address?.postal_code), 'address-postal_code'],
    [Boolean(errors.giftaid), 'giftaid-yes'],
  ];
  return order.find(([has]) => has)?.[1] ?? null;
}

export function CheckoutView({ freeGifts, currency, country, checkout, sourceCodes }: Props) {
  const { revolutPay } = checkout;
  const hydrated = useBasketIsland(freeGifts, currency);
  const type = useBasket((s) => s.type);
  const products = useBasket((s) => s.products);
  const coupon = useBasket((s) => s.coupon);
  // The form renders only in the browser (after the basket is read), so this runs there.
  const [mode] = useState<'live' | 'test'>(() => (typeof window === 'undefined' ? 'live' : paymentMode()));
  const [preferences, setPreferences] = useState<ContactPreferences>(NOT_ASKED);
  const [option, setOption] = useState<PaymentMethodOption | null>(null);
  const [optionError, setOptionError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [placedOrderId, setOrderId] = useState<string | null>(null);
  const urlOrderId = useSyncExternalStore(noSubscription, orderIdInUrl, () => null);
  const paymentRef = useRef<PaymentFieldsHandle>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const attempt = useRef<{ key: string; body: string; captchaToken: string | null; now: Date } | null>(null);

  const corporate = type === 'corporate';
  const giftAid = country === 'GB' && !corporate;
  const schema = useMemo(() => buyerSchema(country, { corporate, giftAid }), [country, corporate, giftAid]);
  const form = useForm<BuyerForm>({ resolver: zodResolver(schema), defaultValues: EMPTY_BUYER, shouldFocusError: false });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const [firstName, lastName, email] = useWatch({ control, name: ['firstName', 'lastName', 'email'] });

  // Apple Pay / Google Pay only where Stripe's payment-request button can pay (SPEC §9).
  const [wallets, setWallets] = useState({ applePay: false, googlePay: false });
  const stripeKey = stripePublishableKey(mode);
  useEffect(() => {
    if (stripeKey && checkout.stripePaymentRequest) void detectWallets(stripeKey, country, currency).then(setWallets);
  }, [stripeKey, checkout.stripePaymentRequest, country, currency]);
  const options = useMemo(() => paymentMethodsFor(country, 'single', mode, { ...wallets, revolutPay }, configuredProviders(mode)), [country, mode, revolutPay, wallets]);
  // A stale choice (the mode changed after hydration) is dropped.
  const chosen = option && options.some((o) => o.id === option.id) ? option : null;

  function showError(message: string) {
    setFormError(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  async function pay(values: BuyerForm) {
    setFormError(null);
    const basket = useBasket.getState();
    if (Object.keys(cardErrors(basket.products, country)).length > 0) {
      showError('Some cards or Santa letters are missing details. Please complete them on the cards page.');
      return;
    }
    if (!chosen) {
      setOptionError(CHOOSE_PAYMENT_METHOD);
      requestAnimationFrame(() => document.getElementById(`payment-method-${options[0]?.key ?? 'card'}`)?.focus());
      return;
    }
    setLocked(true);
    try {
      const authorized = await paymentRef.current?.authorize();
      if (!authorized) throw new OrderSubmitError('no payment fields');
      if (!authorized.ok) {
        setLocked(false);
        return; // the payment fields show their own error and focus it
      }
      const parsed = schema.parse(values);
      const order = {
        basket,
        buyer: giftBuyer(parsed, country, preferences),
        giftaid: giftAid && parsed.giftaid === true,
        sourceCode: giftSourceCode(readAttribution(), attributionSource(), sourceCodes),
        country,
        payment: authorized.payment,
      };
      // One Idempotency-Key per attempt: the very same order (a retry after a network failure)
      // keeps its key and captcha token, so it can never make a second order or charge.
      const previous = attempt.current;
      if (!previous || JSON.stringify(buildGiftOrder({ ...order, now: previous.now })) !== previous.body) {
        const now = new Date();
        const captchaToken = needsCaptcha(chosen.key, checkout) ? await captchaProvider().token('gift_order') : null;
        attempt.current = { key: newIdempotencyKey(), body: JSON.stringify(buildGiftOrder({ ...order, now })), captchaToken, now };
      }
      const current = attempt.current!;
      const body: GiftOrderBody = buildGiftOrder({ ...order, now: current.now, captchaToken: current.captchaToken });
      const first = await submitOrder(ORDER_URL, body, current.key);
      // A card that needs 3-D Secure: the bank's challenge, then the same order with the intent.
      const answer = await settleNextAction(first, authorized.payment, paymentRef.current, (payment) =>
        submitOrder(ORDER_URL, buildGiftOrder({ ...order, payment, now: current.now, captchaToken: current.captchaToken }), newIdempotencyKey()),
      );
      if (answer.statusCode === 201 && answer.orderID && answer.orderStatus === 'completed') {
        setOrderId(answer.orderID);
        useBasket.getState().empty();
        window.history.replaceState(null, '', `/checkout?orderID=${encodeURIComponent(answer.orderID)}`);
        window.scrollTo(0, 0);
        requestAnimationFrame(() => thanksRef.current?.focus());
        return;
      }
      // Answered: that attempt is over. A 5xx may hide an order taken before the failure, so the
      // same order sent again keeps its key.
      if (answer.statusCode < 500) attempt.current = null;
      track('giftOrderSubmissionError', { statusCode: answer.statusCode });
      showError(answer.statusCode === 201 ? (answer.errorMessage ?? PAYMENT_INCOMPLETE) : (answer.errorMessage ?? SUBMIT_FAILED));
    } catch {
      track('giftOrderSubmissionError', { statusCode: null });
      showError(SUBMIT_FAILED);
    }
    setLocked(false);
  }

  function invalid(found: FieldErrors<BuyerForm>) {
    const id = firstErrorId(found);
    if (!chosen) setOptionError(CHOOSE_PAYMENT_METHOD);
    if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  const orderId = placedOrderId ?? (hydrated && products.length === 0 ? urlOrderId : null);
  if (orderId) {
    return (
      <section className={checkoutStyles.success} data-thank-you data-order-id={orderId}>
        <h2 ref={thanksRef} tabIndex={-1}>
          {THANK_YOU_TITLE}
        </h2>
        <p>
          Your order number is <strong data-order-number>{orderId}</strong>. We have emailed you a receipt.
        </p>
        <p>E-cards are sent on the dates you chose; printed cards and Santa letters are posted to you.</p>
        <p>
          <Link href="/">Back to the gifts shop</Link>
        </p>
      </section>
    );
  }
  if (!hydrated) return <p role="status">Loading your basket…</p>;
  if (products.length === 0) {
    return (
      <p data-basket-empty>
        {EMPTY_BASKET_TEXT} <Link href="/">Browse gifts</Link>
      </p>
    );
  }

  const basket = { type, products, coupon };
  const total = amountToPay(basket);
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();

  return (
    <form onSubmit={(event) => void handleSubmit(pay, invalid)(event)} noValidate aria-busy={locked} data-checkout-form>
      <section aria-labelledby="summary-heading" className={styles.section} data-order-summary>
        <h2 id="summary-heading">Your order</h2>
        <ul className={styles.cardOptions}>
          {products.map((p) => (
            <li key={p.id}>
              {p.quantity} × {p.data.title} — {isFreeGift(p) ? 'Free' : formatMoney(p.data.amount * p.quantity, currency)}
            </li>
          ))}
        </ul>
        {coupon && !coupon.isPending && !coupon.errorMessage ? (
          <p>
            Voucher code {coupon.code}
            {coupon.discount ? `: ${formatMoney(coupon.discount, currency)} off ${formatMoney(basketTotal(basket), currency)}` : ''}
          </p>
        ) : null}
        <p>
          <strong>
            Total: <span data-checkout-total>{formatMoney(total, currency)}</span>
          </strong>{' '}
          <Link href="/basket">Change your basket</Link>
        </p>
      </section>

      <fieldset className={checkoutStyles.fieldset} disabled={locked}>
        <legend className={checkoutStyles.legend}>Your details</legend>
        <div className={checkoutStyles.field}>
          <label htmlFor="buyer-title" className={checkoutStyles.label}>
            Title
          </label>
          <select
            id="buyer-title"
            className={checkoutStyles.select}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? 'buyer-title-error' : undefined}
            autoComplete="honorific-prefix"
            {...register('title')}
          >
            <option value="">Choose your title</option>
            {TITLES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          {errors.title ? (
            <p id="buyer-title-error" className={checkoutStyles.error}>
              {errors.title.message}
            </p>
          ) : null}
        </div>
        <TextField id="buyer-firstName" label="First name" autoComplete="given-name" maxLength={100} error={errors.firstName?.message} {...register('firstName')} />
        <TextField id="buyer-lastName" label="Last name" autoComplete="family-name" maxLength={100} error={errors.lastName?.message} {...register('lastName')} />
        <TextField id="buyer-email" label="Email" type="email" autoComplete="email" maxLength={254} hint="We send your receipt here." error={errors.email?.message} {...register('email')} />
        <TextField id="buyer-phone" label="Phone (optional)" type="tel" autoComplete="tel" maxLength={40} error={errors.phone?.message} {...register('phone')} />
        {corporate ? <TextField id="buyer-organization" label="Company name" autoComplete="organization" maxLength={255} error={errors.organization?.message} {...register('organization')} /> : null}
      </fieldset>

      <fieldset className={checkoutStyles.fieldset} disabled={locked}>
        <legend className={checkoutStyles.legend}>Your address</legend>
        <Controller
          control={control}
          name="address"
          render={({ field }) => (
            <AddressFields
              country={country}
              value={field.value}
              onChange={field.onChange}
              errors={{
                address_line1: errors.address?.address_line1?.message,
                locality: errors.address?.locality?.message,
                postal_code: errors.address?.postal_code?.message,
              }}
            />
          )}
        />
      </fieldset>

      <div className={styles.section}>
        <ContactPreferencesFields country={country} value={preferences} onChange={setPreferences} />
      </div>

      {giftAid ? (
        <div className={styles.section}>
          <Controller
            control={control}
            name="giftaid"
            render={({ field }) => (
              <GiftAidDeclaration value={field.value ?? null} onChange={field.onChange} amountMinor={total} currency={currency} error={errors.giftaid?.message} />
            )}
          />
        </div>
      ) : null}

      <div className={styles.section}>
        <PaymentMethodPicker
          options={options}
          value={chosen?.id ?? null}
          onChange={(o) => {
            setOption(o);
            setOptionError(null);
            setFormError(null);
          }}
          error={optionError}
        />
        {chosen ? (
          <PaymentFields
            ref={paymentRef}
            context={{ option: chosen, country, kind: 'single', mode, amountMinor: total, currency, donorName: name, email: email ?? '' }}
          />
        ) : null}
      </div>

      <div ref={alertRef} tabIndex={-1} role="alert" className={formError ? checkoutStyles.alert : undefined} data-checkout-error>
        {formError}
      </div>

      <div className={styles.actions}>
        <button type="submit" className="button" disabled={locked} data-pay>
          {locked ? 'Please wait…' : `Pay ${formatMoney(total, currency)}`}
        </button>
      </div>
    </form>
  );
}
