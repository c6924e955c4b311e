'use client';

import { useId, useState } from 'react';
import { Img } from '@/features/common/components/Img';
import { Link } from '@/features/common/components/Link';
import { formatMoney, type Currency } from '@/features/common/money';
import type { Basket } from '../basket/model';
import { orderRecap, recapCardText } from '../order-recap';
import type { CharityCountry } from '../sending-time';
import { basketCount, giftsLabel } from '../shop-texts';
import styles from './checkout.module.css';

// The gift checkout's 'Your order': each gift with its quantity and amount and what its cards
// will be (who gets each e-card and when, what is posted), the voucher code and the total.
// Beside the form on a wide screen (sticky); on a phone above it, folded to one line
// ('2 gifts · €40 · Show') that opens.

interface Props {
  basket: Basket;
  currency: Currency;
  country: CharityCountry;
}

export function OrderSummary({ basket, currency, country }: Props) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const recap = orderRecap(basket, { orderId: '', currency, email: '', country });
  const total = formatMoney(recap.total, currency);
  const line = `${giftsLabel(basketCount(basket.products))} · ${total}`;
  return (
    <aside aria-labelledby="summary-heading" className={styles.summary} data-order-summary data-open={open ? 'true' : 'false'}>
      <h2 id="summary-heading" className={styles.summaryHeading}>
        <button type="button" className={styles.summaryToggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)} data-summary-toggle>
          <span className={styles.summaryLabel}>Your order</span>{' '}
          <span className={styles.summaryLine} data-summary-line>
            {line}
          </span>{' '}
          <span className={styles.summaryAction} aria-hidden="true">
            {open ? 'Hide' : 'Show'}
          </span>
        </button>
        <span className={styles.summaryTitle}>Your order</span>
      </h2>
      <div id={bodyId} className={styles.summaryBody}>
        <ul className={styles.summaryItems}>
          {basket.products.map((p, i) => {
            const item = recap.items[i]!;
            return (
              <li key={p.id} className={styles.summaryItem} data-summary-item={p.id}>
                {p.data.image ? <Img src={p.data.image.url} alt="" width={56} height={56} sizes="56px" className={styles.summaryImage} /> : <span />}
                <div>
                  <p className={styles.summaryItemTitle}>
                    <span>
                      {p.data.title} <span className={styles.muted}>× {p.quantity}</span>
                    </span>{' '}
                    <span>{item.free ? 'Free' : formatMoney(item.amount, currency)}</span>
                  </p>
                  {item.cards.length > 0 ? (
                    <ul className={styles.summaryCards}>
                      {item.cards.map((card, c) => (
                        <li key={c}>{recapCardText(card)}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <dl className={styles.summaryTotals}>
          {recap.coupon ? (
            <>
              <dt>Subtotal</dt>
              <dd>{formatMoney(recap.subtotal, currency)}</dd>
              <dt>
                Voucher code <strong>{recap.coupon.code}</strong>
              </dt>
              <dd>{recap.coupon.discount ? `−${formatMoney(recap.coupon.discount, currency)}` : 'Applied'}</dd>
            </>
          ) : null}
          <dt className={styles.summaryTotal}>Total</dt>
          <dd className={styles.summaryTotal} data-checkout-total>
            {total}
          </dd>
        </dl>
        <p className={styles.summaryChange}>
          <Link href="/basket">Change your basket</Link>
        </p>
      </div>
    </aside>
  );
}
