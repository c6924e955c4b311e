'use client';

import { Link } from '@/features/common/components/Link';
import { useBuildReloadHold } from '@/features/common/components/BuildWatcher';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  CaptchaField,
  ContactPreferencesFields,
  GiftAidDeclaration,
  NOT_ASKED,
  PaymentFields,
  PaymentMethodPicker,
  PaymentReassurance,
  TestModeNotice,
  checkoutStyles,
  type ContactPreferences,
  type PaymentMode,
} from '@/features/checkout/client';
import { paymentMode } from '@/features/common/modes';
import { formatMoney, type Currency } from '@/features/common/money';
import { amountToPay } from '../basket/model';
import { useBasket } from '../basket/store';
import type { FreeGift } from '../catalogue';
import { orderIdFromSearch, shownOrderId } from '../checkout-model';
import type { CharityCountry } from '../sending-time';
import { BuyerAddressFields, BuyerDetailsFields } from './BuyerFields';
import { CHECKOUT_TITLE, THANK_YOU_TITLE } from '../checkout-model';
import { CheckoutThankYou } from './CheckoutThankYou';
import { readRecap, tabStorage } from '../order-recap';
import { CheckoutBar } from './CheckoutBar';
import { OrderSummary } from './OrderSummary';
import { EMPTY_BASKET_TEXT, useBasketIsland } from './useBasketIsland';
import { useCheckoutForm } from './useCheckoutForm';
import { useGiftPaymentMethods } from './useGiftPaymentMethods';
import styles from './gifts.module.css';
import layout from './checkout.module.css';

// '/checkout' (SPEC §2, §3 'Gift order'): buyer details, address look-up, contact preferences,
// Gift Aid (GB personal gifts) and payment — all from the shared checkout (features/checkout)
// — then the order through /api/gifts/order with an Idempotency-Key (./useGiftOrderSubmit.ts,
// whose states are ../checkout-model.ts). The basket is emptied only once the order is created
// and paid; the thank-you recaps the order. The order summary sits beside the form on a wide
// screen and above it, folded, on a phone (./OrderSummary.tsx).

interface Props {
  freeGifts: FreeGift[];
  currency: Currency;
  country: CharityCountry;
  /** Settings' checkout flags. */
  checkout: { revolutPay: boolean; captchaCard: boolean; captchaWallet: boolean; stripePaymentRequest: boolean };
  /** Source codes whose startsAt has passed (SPEC §5). */
  sourceCodes: { code: string }[];
  /** Where 'See more gifts' leads. */
  shopUrl: string;
  /** '?orderID=' of the request: the thank-you's heading from the first byte. */
  orderIdInUrl: string | null;
  /** The fundraising standards' marks beside the ways to pay (settings' `charity.standards`). */
  standards?: { label: string; url: string }[];
}

const noSubscription = () => () => undefined;
const urlOrderId = () => orderIdFromSearch(window.location.search);

export function CheckoutView({ freeGifts, currency, country, checkout, sourceCodes, shopUrl, orderIdInUrl, standards = [] }: Props) {
  const hydrated = useBasketIsland(freeGifts, currency);
  useBuildReloadHold(); // the form, a payment on its way and the thank-you: no forced reload
  const type = useBasket((s) => s.type);
  const products = useBasket((s) => s.products);
  const coupon = useBasket((s) => s.coupon);
  // The form renders only in the browser (after the basket is read), so this runs there.
  const [mode] = useState<PaymentMode>(() => (typeof window === 'undefined' ? 'live' : paymentMode()));
  const [preferences, setPreferences] = useState<ContactPreferences>(NOT_ASKED);
  const orderInUrl = useSyncExternalStore(noSubscription, urlOrderId, () => orderIdInUrl);

  const corporate = type === 'corporate';
  const giftAid = country === 'GB' && !corporate;
  const options = useGiftPaymentMethods(mode, country, currency, checkout);
  // The form, its validation and the Pay press (a wallet's sheet opens in the press: ./useCheckoutForm.ts).
  const { form, validation, order, submit, orderDraft } = useCheckoutForm({ country, currency, checkout, sourceCodes, corporate, giftAid, preferences, options });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [firstName, lastName, email] = useWatch({ control, name: ['firstName', 'lastName', 'email'] });
  const { chosen, locked, formError, optionError, orderId: placedOrderId, recap, paymentRef, alertRef, thanksRef, chooseMethod } = order;

  const orderId = shownOrderId(placedOrderId, { hydrated, items: products.length }, orderInUrl);
  // After a reload the recap comes from this tab's storage (kept when the order was paid).
  const storedRecap = useMemo(() => (orderId && !recap ? readRecap(tabStorage(), orderId) : null), [orderId, recap]);
  if (orderId) return <CheckoutThankYou orderId={orderId} headingRef={thanksRef} recap={recap?.orderId === orderId ? recap : storedRecap} country={country} shopUrl={shopUrl} />;
  if (!hydrated) {
    return (
      <>
        <CheckoutBar heading={orderInUrl ? THANK_YOU_TITLE : CHECKOUT_TITLE} backToBasket={!orderInUrl} />
        <p role="status">Loading your basket…</p>
      </>
    );
  }
  if (products.length === 0) {
    return (
      <>
        <CheckoutBar heading={CHECKOUT_TITLE} backToBasket={false} />
        <p data-basket-empty>
          {EMPTY_BASKET_TEXT} <Link href={shopUrl}>Browse gifts</Link>
        </p>
      </>
    );
  }

  const basket = { type, products, coupon };
  const total = amountToPay(basket);
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();

  return (
    <>
      <CheckoutBar heading={CHECKOUT_TITLE} backToBasket />
      <div className={layout.columns}>
        <OrderSummary basket={basket} currency={currency} country={country} />
        <form
          className={layout.form}
          onSubmit={(event) => void submit(event)}
          onFocus={validation.preload}
          onPointerDown={validation.preload}
          noValidate
          aria-busy={locked}
          data-checkout-form
        >
          <BuyerDetailsFields register={register} errors={errors} corporate={corporate} disabled={locked} />
          <BuyerAddressFields control={control} errors={errors} country={country} disabled={locked} />

          <div className={styles.section}>
            <ContactPreferencesFields country={country} value={preferences} onChange={setPreferences} purpose="order" />
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
            {mode === 'test' ? <TestModeNotice /> : null}
            <PaymentReassurance option={chosen} standards={standards} />
            <PaymentMethodPicker options={options} value={chosen?.id ?? null} onChange={chooseMethod} error={optionError} />
            {chosen ? (
              <PaymentFields
                ref={paymentRef}
                context={{ option: chosen, country, kind: 'single', mode, amountMinor: total, currency, donorName: name, email: email ?? '', purpose: 'order', orderDraft }}
              />
            ) : null}
            <CaptchaField method={chosen?.key ?? null} flags={checkout} action="gift_order" />
          </div>

          <div ref={alertRef} tabIndex={-1} role="alert" className={formError ? checkoutStyles.alert : undefined} data-checkout-error>
            {formError}
          </div>

          <div className={layout.payRow}>
            <button type="submit" className="button button--accent" disabled={locked} data-pay>
              {locked ? 'Please wait…' : `Pay ${formatMoney(total, currency)}`}
            </button>
          </div>
        </form>
      </div>
    </>
  );
}
