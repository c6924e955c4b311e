import { Link } from '@/features/common/components/Link';
import { formatMoney, type Currency } from '@/features/common/money';
import { amountToPay, basketTotal, isFreeGift, type Basket } from '../basket/model';
import styles from './gifts.module.css';

// The gift checkout's 'Your order': each line, the voucher code's discount and the total to pay.

export function OrderSummary({ basket, currency }: { basket: Basket; currency: Currency }) {
  const { products, coupon } = basket;
  return (
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
          Total: <span data-checkout-total>{formatMoney(amountToPay(basket), currency)}</span>
        </strong>{' '}
        <Link href="/basket">Change your basket</Link>
      </p>
    </section>
  );
}
