import { Link } from '@/features/common/components/Link';
import type { Ref } from 'react';
import { checkoutStyles } from '@/features/checkout/client';

// The gift checkout's thank-you (SPEC §2 '/checkout'): the order id, once the order is created
// and paid, or after a reload of '/checkout?orderID=…'. The heading takes focus on arrival.

export const THANK_YOU_TITLE = 'Thank you for your order';

export function CheckoutThankYou({ orderId, headingRef }: { orderId: string; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section className={checkoutStyles.success} data-thank-you data-order-id={orderId}>
      <h2 ref={headingRef} tabIndex={-1}>
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
