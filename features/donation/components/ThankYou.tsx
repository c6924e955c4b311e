'use client';

import { giftAidUplift, type Country } from '@/features/checkout';
import { formatMoney, type Currency } from '@/features/common/money';
import { donationPagePath } from '../steps';
import { useDonationForm } from '../store';
import { appealName, debitDay, firstCollectionDate, formatLongDate, kindLabel, monthlyCollectionText } from './recap';
import { monthlyAskAmount } from '../monthly-ask';
import { MonthlyAsk } from './MonthlyAsk';
import { ShareAppeal } from './ShareAppeal';
import styles from './DonationCheckout.module.css';

// The last step (SPEC §2: thank-you carries orderID): what was given, for a one-off gift the ask
// to give monthly (MonthlyAsk.tsx), what happens next, and sharing the appeal (back to its
// page). The recap comes from the session's last donation when its order id is this page's.

export const THANK_YOU_HEADING = 'Thank you for your donation';
export const NEXT_HEADING = 'What happens next';

interface Props {
  orderID: string | null;
  country: Country;
  currency: Currency;
  /** The checkout base: the appeal's page to share and go back to. */
  base: string;
}

export function ThankYou({ orderID, country, currency, base }: Props) {
  const last = useDonationForm((s) => s.lastDonation);
  const mine = last && orderID && last.orderID === orderID ? last : null;
  const money = (minor: number) => formatMoney(minor, currency);
  const title = appealName(mine?.appealTitle);
  const monthly = mine?.kind === 'monthly';
  const directDebit = mine?.paymentKey === 'bank_account';
  const today = new Date();
  const fee = mine ? mine.totalAmount - mine.amount : 0;
  // A one-off donor only (issue 40): the appeal's monthly preset nearest a quarter of the gift.
  const ask = mine && !monthly && mine.monthlyOption ? monthlyAskAmount(mine.amount, mine.monthlyOption.presets) : null;

  return (
    <div className={styles.thanks} data-thank-you>
      <p className={styles.lead}>
        {mine ? (
          <>
            {mine.firstName ? `${mine.firstName}, y` : 'Y'}our {monthly ? 'monthly ' : ''}donation of <strong>{money(mine.totalAmount)}</strong>
            {monthly ? ' a month' : ''} will help families in the world&rsquo;s poorest places.
          </>
        ) : (
          <>Your donation will help families in the world&rsquo;s poorest places.</>
        )}
      </p>

      <section className={styles.recap} aria-labelledby="recap-heading">
        <h2 id="recap-heading">Your donation</h2>
        <dl>
          {mine ? (
            <>
              <dt>Appeal</dt>
              <dd data-recap="appeal">{title}</dd>
              <dt>Amount</dt>
              <dd data-recap="amount">{money(mine.amount)}</dd>
              <dt>Frequency</dt>
              <dd data-recap="type">{kindLabel(mine.kind)}</dd>
              {fee > 0 ? (
                <>
                  <dt>Transaction fee</dt>
                  <dd data-recap="fee">{money(fee)}</dd>
                  <dt>Total</dt>
                  <dd data-recap="total">{money(mine.totalAmount)}</dd>
                </>
              ) : null}
              {monthly && directDebit ? (
                <>
                  <dt>First collection</dt>
                  <dd data-recap="first-collection">around {formatLongDate(firstCollectionDate(today, debitDay(country)))}</dd>
                </>
              ) : null}
            </>
          ) : null}
          {orderID ? (
            <>
              <dt>Order number</dt>
              <dd>
                <strong data-order-id>{orderID}</strong>
              </dd>
            </>
          ) : null}
          {mine?.mandateReference ? (
            <>
              <dt>Mandate reference</dt>
              <dd>
                <strong data-mandate-reference>{mine.mandateReference}</strong>
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      {ask !== null ? <MonthlyAsk amountMinor={ask} currency={currency} country={country} base={base} appealTitle={mine?.appealTitle?.trim() || null} /> : null}

      <section className={styles.next} aria-labelledby="next-heading">
        <h2 id="next-heading">{NEXT_HEADING}</h2>
        <ul>
          <li>{mine?.email ? <>We have sent your receipt to <strong>{mine.email}</strong>.</> : 'We have sent a receipt to your email address.'}</li>
          {mine?.giftaid && country === 'GB' ? (
            <li>
              Thank you for adding Gift Aid: we will claim an extra {money(giftAidUplift(mine.amount))} from HMRC{monthly ? ' on each monthly gift' : ''}, at no cost to you.
            </li>
          ) : null}
          {mine && monthly ? <li data-recap="collections">{monthlyCollectionText({ country, directDebit, amountMinor: mine.totalAmount, currency, today })}</li> : null}
        </ul>
      </section>

      <ShareAppeal path={donationPagePath(base)} appealTitle={mine?.appealTitle?.trim() || null} />
    </div>
  );
}
