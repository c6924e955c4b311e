import { useEffect, type Ref } from 'react';
import { Link } from '@/features/common/components/Link';
import { formatMoney } from '@/features/common/money';
import { THANK_YOU_TITLE } from '../checkout-model';
import { POSTED_WHEN, recapCardText, type OrderRecap } from '../order-recap';
import type { CharityCountry } from '../sending-time';
import styles from './checkout.module.css';
import shop from './gifts.module.css';

// The gift checkout's thank-you (SPEC §2 '/checkout'), once the order is created and paid, or
// after a reload of '/checkout?orderID=…': the order number, what was bought (each gift, its
// cards: who gets each e-card and when, what is posted), the total, what happens next and one
// way on. Without a recap (another tab, storage blocked) it says what it can without one.
// The heading takes focus on arrival, and the browser's title becomes the thank-you's: the
// order is placed in the page (the address gains '?orderID=' by history.replaceState), where
// Next's metadata, rendered with the request, still says 'Checkout' (issue 40).

interface Props {
  orderId: string;
  headingRef: Ref<HTMLHeadingElement>;
  recap: OrderRecap | null;
  country: CharityCountry;
  shopUrl: string;
}

export function CheckoutThankYou({ orderId, headingRef, recap, country, shopUrl }: Props) {
  useEffect(() => {
    document.title = THANK_YOU_TITLE;
  }, []);
  const cards = recap?.items.flatMap((i) => i.cards) ?? [];
  const has = (kind: string) => cards.some((c) => c.kind === kind);
  const posted = !recap || (has('postal') && has('santa_letter')) ? 'Printed cards and Santa letters are' : has('postal') ? 'Printed cards are' : has('santa_letter') ? 'Santa letters are' : null;
  return (
    <section className={styles.thanks} data-thank-you data-order-id={orderId}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {THANK_YOU_TITLE}
      </h1>
      <p className={styles.orderNumber}>
        Your order number is <strong data-order-number>{orderId}</strong>
      </p>

      {recap ? (
        <section aria-labelledby="recap-heading" className={styles.recap} data-order-recap>
          <h2 id="recap-heading">What you bought</h2>
          <ul className={styles.recapItems}>
            {recap.items.map((item) => (
              <li key={item.id} data-recap-item={item.id}>
                <p className={styles.summaryItemTitle}>
                  <span>
                    {item.title} <span className={styles.muted}>× {item.quantity}</span>
                  </span>{' '}
                  <span>{item.free ? 'Free' : formatMoney(item.amount, recap.currency)}</span>
                </p>
                {item.cards.length > 0 ? (
                  <ul className={styles.summaryCards}>
                    {item.cards.map((card, c) => (
                      <li key={c} data-recap-card={card.kind}>
                        {recapCardText(card)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <dl className={styles.summaryTotals}>
            {recap.coupon?.discount ? (
              <>
                <dt>
                  Voucher code <strong>{recap.coupon.code}</strong>
                </dt>
                <dd>−{formatMoney(recap.coupon.discount, recap.currency)}</dd>
              </>
            ) : null}
            <dt className={styles.summaryTotal}>Total paid</dt>
            <dd className={styles.summaryTotal} data-recap-total>
              {formatMoney(recap.total, recap.currency)}
            </dd>
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="next-heading" className={styles.next}>
        <h2 id="next-heading">What happens next</h2>
        <ul>
          <li>
            We have emailed your receipt{recap?.email ? (
              <>
                {' '}
                to <strong>{recap.email}</strong>
              </>
            ) : null}
            .
          </li>
          {!recap || has('email') ? <li>E-cards are emailed to their recipients on the day shown, from 8am {country === 'GB' ? 'UK' : 'Irish'} time.</li> : null}
          {posted ? <li>{posted} posted to you {POSTED_WHEN}, ready to give by hand.</li> : null}
          {has('print') ? <li>Cards to print are emailed to you, ready to print at home.</li> : null}
        </ul>
      </section>
      <p>
        <Link href={shopUrl} className={`button ${shop.mainAction}`} data-more-gifts>
          See more gifts
        </Link>
      </p>
    </section>
  );
}
