import { Link } from '@/features/common/components/Link';
import styles from './checkout.module.css';

// The top of the focused checkout: the way back to the basket, the reassurance that the page is
// secure, and the page's heading. The header above it has no menu (ShopPage `focused`).

export function CheckoutBar({ heading, backToBasket }: { heading: string; backToBasket: boolean }) {
  return (
    <>
      <div className={styles.bar}>
        {backToBasket ? (
          <Link href="/basket" className={styles.back} data-back-to-basket>
            <span aria-hidden="true">←</span> Back to basket
          </Link>
        ) : (
          <span />
        )}
        <p className={styles.secure} data-secure-checkout>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 1a5 5 0 0 0-5 5v3H5v14h14V9h-2V6a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V6Z" />
          </svg>
          Secure checkout
        </p>
      </div>
      <h1 className={styles.title}>{heading}</h1>
    </>
  );
}
