'use client';

import { Link } from '@/features/common/components/Link';
import { formatMoney, type Currency } from '@/features/common/money';
import { useDonationForm } from '../store';

// The last step: thanks, with the order id from the URL (SPEC §2: thank-you carries orderID).

export const THANK_YOU_HEADING = 'Thank you for your donation';

export function ThankYou({ orderID, currency }: { orderID: string | null; currency: Currency }) {
  const last = useDonationForm((s) => s.lastDonation);
  const mine = last && orderID && last.orderID === orderID ? last : null;
  return (
    <div data-thank-you>
      {mine ? (
        <p>
          {mine.firstName ? `${mine.firstName}, y` : 'Y'}our {mine.kind === 'monthly' ? 'monthly ' : ''}donation of <strong>{formatMoney(mine.totalAmount, currency)}</strong>
          {mine.kind === 'monthly' ? ' a month' : ''} will help families in the world&rsquo;s poorest places.
          {mine.giftaid ? ' Thank you for adding Gift Aid.' : ''}
        </p>
      ) : (
        <p>Your donation will help families in the world&rsquo;s poorest places.</p>
      )}
      {orderID ? (
        <p>
          Your reference number is <strong data-order-id>{orderID}</strong>. We have sent a receipt to your email address.
        </p>
      ) : null}
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </div>
  );
}
