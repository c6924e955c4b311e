'use client';

import type { ReactNode } from 'react';
import { Link } from '@/features/common/components/Link';
import { useBuildReloadHold } from '@/features/common/components/BuildWatcher';
import { formatMoney, type Currency } from '@/features/common/money';
import { amountToPay, basketTotal } from '../basket/model';
import { useBasket } from '../basket/store';
import type { FreeGift } from '../catalogue';
import { BasketItem } from './BasketItem';
import { CouponForm } from './CouponForm';
import styles from './gifts.module.css';
import { ShopToaster } from './toasts';
import { EMPTY_BASKET_TEXT, useBasketIsland } from './useBasketIsland';

// '/basket' (SPEC §2, §4): the products with their quantities, free gifts, the voucher code
// and the totals. A client island on a static page; it shows the basket once localStorage was
// read. An empty basket suggests a few gifts (drawn by the page, on the server) and the shop.

interface Props {
  freeGifts: FreeGift[];
  currency: Currency;
  shopUrl: string;
  /** Gifts to suggest when the basket is empty (a server-rendered grid). */
  suggestions?: ReactNode;
}

export function BasketView({ freeGifts, currency, shopUrl, suggestions }: Props) {
  const hydrated = useBasketIsland(freeGifts, currency);
  const products = useBasket((s) => s.products);
  const type = useBasket((s) => s.type);
  const coupon = useBasket((s) => s.coupon);
  // The voucher form is locked while its code is checked: no forced reload until it answers.
  useBuildReloadHold(coupon?.isPending === true);

  if (!hydrated) {
    return (
      <p role="status" data-basket-loading>
        Loading your basket…
      </p>
    );
  }
  if (products.length === 0) {
    return (
      <div data-basket-empty className={styles.emptyBasket}>
        <ShopToaster />
        <p className={styles.lead}>{EMPTY_BASKET_TEXT}</p>
        <p>
          <Link href={shopUrl} className={`button ${styles.mainAction}`}>
            Browse gifts
          </Link>
        </p>
        {suggestions ? (
          <section aria-labelledby="suggested-gifts" className={styles.section} data-basket-suggestions>
            <h2 id="suggested-gifts">Gifts people love</h2>
            {suggestions}
          </section>
        ) : null}
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
      <ShopToaster />
      <ul className={styles.basketList}>
        {products.map((item) => (
          <BasketItem key={item.id} item={item} currency={currency} />
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
        <Link href={hasCards ? '/cards' : '/checkout'} className={`button button--accent ${styles.mainAction}`}>
          {hasCards ? 'Personalise your cards' : 'Checkout'}
        </Link>
        <Link href={shopUrl}>Continue shopping</Link>
      </div>
    </div>
  );
}
