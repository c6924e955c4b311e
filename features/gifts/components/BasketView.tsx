'use client';

import NextImage from 'next/image';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { formatMoney, type Currency } from '@/features/common/money';
import { amountToPay, basketTotal, COUPON_REMOVAL_TOAST_MS, isFreeGift, type BasketProduct } from '../basket/model';
import { hydrateBasket, useBasket } from '../basket/store';
import type { FreeGift } from '../catalogue';
import { COUPON_UNAVAILABLE } from '../coupon-messages';
import styles from './gifts.module.css';
import { notify, ShopToaster } from './toasts';

// '/basket' (SPEC §2, §4): the products with their quantities, free gifts, the voucher code
// and the totals. A client island on a static page; it shows the basket once localStorage was
// read.

export const EMPTY_BASKET_TEXT = 'Your basket is empty.';

/** Sets the catalogue's free gifts and reads the stored basket; true once read. */
export function useBasketIsland(freeGifts: FreeGift[], currency: Currency): boolean {
  useEffect(() => {
    useBasket.getState().setCatalogue(freeGifts, currency);
    hydrateBasket();
  }, [freeGifts, currency]);
  return useBasket((s) => s.hydrated);
}

function ItemRow({ item, currency }: { item: BasketProduct; currency: Currency }) {
  const free = isFreeGift(item);
  const { setQuantity, remove } = useBasket.getState();
  const unit = formatMoney(item.data.amount, item.data.currency ?? currency);
  return (
    <li className={styles.basketItem} data-basket-item={item.id} data-offer-type={item.data.offerType ?? undefined}>
      {item.data.image ? (
        <NextImage src={item.data.image.url} alt="" width={96} height={96} sizes="96px" />
      ) : (
        <span />
      )}
      <div>
        <h2>{free ? item.data.title : <Link href={item.path}>{item.data.title}</Link>}</h2>
        {free ? (
          <p className={styles.note}>Free</p>
        ) : (
          <p className={styles.note}>
            {unit} each · <span data-line-total>{formatMoney(item.data.amount * item.quantity, item.data.currency)}</span>
          </p>
        )}
        {!free ? (
          <div className={styles.itemControls}>
            <div className={styles.quantity} role="group" aria-label={`Quantity of ${item.data.title}`}>
              <button type="button" onClick={() => setQuantity(item.id, item.quantity - 1)} aria-label={`One fewer ${item.data.title}`}>
                −
              </button>
              <output aria-live="polite" data-quantity>
                {item.quantity}
              </output>
              <button type="button" onClick={() => setQuantity(item.id, item.quantity + 1)} aria-label={`One more ${item.data.title}`} disabled={item.quantity >= 99}>
                +
              </button>
            </div>
            <button type="button" className={styles.linkButton} onClick={() => remove(item.id)}>
              Remove <span className="visually-hidden">{item.data.title}</span>
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function CouponForm({ currency }: { currency: Currency }) {
  const inputId = useId();
  const messageId = useId();
  const coupon = useBasket((s) => s.coupon);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const error = failure ?? coupon?.errorMessage ?? null;

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!code.trim()) {
      inputRef.current?.focus();
      return;
    }
    try {
      await useBasket.getState().applyCoupon(code);
      if (useBasket.getState().coupon?.errorMessage) inputRef.current?.focus();
      else setCode('');
    } catch {
      setFailure(COUPON_UNAVAILABLE);
      inputRef.current?.focus();
    }
  }

  function removeCoupon() {
    const message = useBasket.getState().removeCoupon();
    notify(message, { duration: COUPON_REMOVAL_TOAST_MS });
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  if (coupon && !coupon.isPending && !coupon.errorMessage) {
    return (
      <div className={styles.coupon} data-coupon-applied={coupon.code}>
        <p>
          Voucher code <strong>{coupon.code}</strong> applied
          {coupon.discount ? <> : {formatMoney(coupon.discount, currency)} off</> : null}.
        </p>
        <button type="button" className={styles.linkButton} onClick={removeCoupon}>
          Remove voucher code
        </button>
      </div>
    );
  }
  return (
    <form className={styles.coupon} onSubmit={(e) => void apply(e)} noValidate data-coupon-form>
      <div className={styles.field}>
        <label htmlFor={inputId}>Voucher code</label>
        <input
          ref={inputRef}
          id={inputId}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
        />
      </div>
      <button type="submit" className="button button--secondary" disabled={coupon?.isPending}>
        {coupon?.isPending ? 'Checking…' : 'Apply'}
      </button>
      <p id={messageId} role="alert" className={styles.error} data-coupon-error>
        {error}
      </p>
    </form>
  );
}

export function BasketView({ freeGifts, currency, shopUrl }: { freeGifts: FreeGift[]; currency: Currency; shopUrl: string }) {
  const hydrated = useBasketIsland(freeGifts, currency);
  const products = useBasket((s) => s.products);
  const type = useBasket((s) => s.type);
  const coupon = useBasket((s) => s.coupon);

  if (!hydrated) {
    return (
      <p role="status" data-basket-loading>
        Loading your basket…
      </p>
    );
  }
  if (products.length === 0) {
    return (
      <div data-basket-empty>
        <ShopToaster position="top-center" />
        <p>{EMPTY_BASKET_TEXT}</p>
        <p>
          <Link href={shopUrl} className="button">
            Browse gifts
          </Link>
        </p>
      </div>
    );
  }
  const state = { type, products, coupon };
  const subtotal = basketTotal(state);
  const total = amountToPay(state);
  const hasCards = products.some((p) => p.cards.length > 0 || p.santaLetters.length > 0);
  const inBasket = new Set(products.map((p) => p.id));
  const offers = type === 'gift' ? freeGifts.filter((g) => g.automaticallyAddToBasket && !inBasket.has(g.id) && g.basketMessage) : [];
  const enjoy = freeGifts.filter((g) => inBasket.has(g.id) && g.enjoyMessage);

  return (
    <div data-basket data-basket-type={type}>
      <ShopToaster position="top-center" />
      <ul className={styles.basketList}>
        {products.map((item) => (
          <ItemRow key={item.id} item={item} currency={currency} />
        ))}
      </ul>
      {enjoy.map((g) => (
        <p key={g.id} className={styles.freeMessage} data-free-gift-enjoy={g.id}>
          {g.enjoyMessage}
        </p>
      ))}
      {offers.map((g) => (
        <p key={g.id} className={styles.freeMessage} data-free-gift-offer={g.id}>
          {g.basketMessage}
        </p>
      ))}
      <CouponForm currency={currency} />
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd data-subtotal>{formatMoney(subtotal, currency)}</dd>
        {coupon && !coupon.isPending && !coupon.errorMessage && coupon.discount ? (
          <>
            <dt>Voucher discount</dt>
            <dd data-discount>−{formatMoney(coupon.discount, currency)}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd data-total>{formatMoney(total, currency)}</dd>
      </dl>
      <div className={styles.actions}>
        <Link href={hasCards ? '/cards' : '/checkout'} className="button">
          {hasCards ? 'Personalise your cards' : 'Checkout'}
        </Link>
        <Link href={shopUrl}>Continue shopping</Link>
      </div>
    </div>
  );
}
