import { giftAidToSend, giftAidUplift, type Country } from '@/features/checkout';
import { formatMoney, type Currency } from '@/features/common/money';
import { FEE_LABELS } from '../fees';
import type { DonationValues } from '../model';
import styles from './Donation.module.css';

// The summary before paying: amount, single or monthly, fee, total, and for GB the Gift Aid
// uplift.

export const SUMMARY_HEADING = 'Your donation';

export function DonationSummary({ values, country, currency }: { values: DonationValues; country: Country; currency: Currency }) {
  const monthly = values.type === 'monthly';
  const giftaid = country === 'GB' && giftAidToSend(values.giftaid, values.company_donation ? values.company_name : null);
  return (
    <section className={styles.summary} aria-labelledby="donation-summary-heading" data-donation-summary>
      <h2 id="donation-summary-heading">{SUMMARY_HEADING}</h2>
      <dl>
        <dt>Donation</dt>
        <dd data-summary="amount">{formatMoney(values.amount, currency)}</dd>
        <dt>Frequency</dt>
        <dd data-summary="type">{monthly ? 'Monthly' : 'Single'}</dd>
        {monthly ? null : (
          <>
            <dt>Transaction fee ({FEE_LABELS[values.fundraisingCostsFormula]})</dt>
            <dd data-summary="fee">{formatMoney(values.fundraisingCostsAmount, currency)}</dd>
          </>
        )}
        <dt className={styles.total}>{monthly ? 'Total each month' : 'Total'}</dt>
        <dd className={styles.total} data-summary="total">
          {formatMoney(values.totalAmount, currency)}
        </dd>
        {giftaid ? (
          <>
            <dt>Gift Aid we can claim</dt>
            <dd data-summary="giftaid">{formatMoney(giftAidUplift(values.amount), currency)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
