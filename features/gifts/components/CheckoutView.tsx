'use client';

import { Link } from '@/features/common/components/Link';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ContactPreferencesFields,
  GiftAidDeclaration,
  NOT_ASKED,
  PaymentFields,
  PaymentMethodPicker,
  checkoutStyles,
  lazyResolver,
  type ContactPreferences,
  type PaymentMode,
} from '@/features/checkout/client';
import { paymentMode } from '@/features/common/modes';
import { formatMoney, type Currency } from '@/features/common/money';
import { amountToPay } from '../basket/model';
import { useBasket } from '../basket/store';
import type { FreeGift } from '../catalogue';
import { orderIdFromSearch, shownOrderId } from '../checkout-model';
import { EMPTY_BUYER } from '../buyer-form';
import type { BuyerForm } from '../checkout-schema';
import type { CharityCountry } from '../sending-time';
import { BuyerAddressFields, BuyerDetailsFields } from './BuyerFields';
import { loadCheckoutCode } from './checkout-code';
import { CheckoutThankYou } from './CheckoutThankYou';
import { OrderSummary } from './OrderSummary';
import { EMPTY_BASKET_TEXT, useBasketIsland } from './useBasketIsland';
import { useGiftOrderSubmit } from './useGiftOrderSubmit';
import { useGiftPaymentMethods } from './useGiftPaymentMethods';
import styles from './gifts.module.css';

// '/checkout' (SPEC §2, §3 'Gift order'): buyer details, address look-up, contact preferences,
// Gift Aid (GB personal gifts) and payment — all from the shared checkout (features/checkout)
// — then the order through /api/gifts/order with an Idempotency-Key (./useGiftOrderSubmit.ts,
// whose states are ../checkout-model.ts). The basket is emptied only once the order is created
// and paid; the thank-you shows the order id.

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
const urlOrderId = () => orderIdFromSearch(window.location.search);

export function CheckoutView({ freeGifts, currency, country, checkout, sourceCodes }: Props) {
  const hydrated = useBasketIsland(freeGifts, currency);
  const type = useBasket((s) => s.type);
  const products = useBasket((s) => s.products);
  const coupon = useBasket((s) => s.coupon);
  // The form renders only in the browser (after the basket is read), so this runs there.
  const [mode] = useState<PaymentMode>(() => (typeof window === 'undefined' ? 'live' : paymentMode()));
  const [preferences, setPreferences] = useState<ContactPreferences>(NOT_ASKED);
  const orderInUrl = useSyncExternalStore(noSubscription, urlOrderId, () => null);

  const corporate = type === 'corporate';
  const giftAid = country === 'GB' && !corporate;
  // The schema (zod) loads when the buyer reaches into the form (./checkout-code.ts).
  const validation = useMemo(
    () => lazyResolver(() => loadCheckoutCode().then(({ zodResolver, buyerSchema }) => zodResolver(buyerSchema(country, { corporate, giftAid })))),
    [country, corporate, giftAid],
  );
  const { register, control, handleSubmit, formState } = useForm<BuyerForm>({ resolver: validation.resolver, defaultValues: EMPTY_BUYER, shouldFocusError: false });
  const errors = formState.errors;
  const [firstName, lastName, email] = useWatch({ control, name: ['firstName', 'lastName', 'email'] });
  const options = useGiftPaymentMethods(mode, country, currency, checkout);
  const { chosen, locked, formError, optionError, orderId: placedOrderId, paymentRef, alertRef, thanksRef, pay, invalid, chooseMethod } = useGiftOrderSubmit({
    country,
    checkout,
    sourceCodes,
    corporate,
    giftAid,
    preferences,
    options,
  });

  const orderId = shownOrderId(placedOrderId, { hydrated, items: products.length }, orderInUrl);
  if (orderId) return <CheckoutThankYou orderId={orderId} headingRef={thanksRef} />;
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
    <form
      onSubmit={(event) => void handleSubmit(pay, invalid)(event)}
      onFocus={validation.preload}
      onPointerDown={validation.preload}
      noValidate
      aria-busy={locked}
      data-checkout-form
    >
      <OrderSummary basket={basket} currency={currency} />
      <BuyerDetailsFields register={register} errors={errors} corporate={corporate} disabled={locked} />
      <BuyerAddressFields control={control} errors={errors} country={country} disabled={locked} />

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
        <PaymentMethodPicker options={options} value={chosen?.id ?? null} onChange={chooseMethod} error={optionError} />
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
