'use client';

import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { giftAidToSend, giftAidUplift, type Country, type DonationKind } from '@/features/checkout';
import { Link } from '@/features/common/components/Link';
import { formatMoney, type Currency } from '@/features/common/money';
import type { FeeFormula } from '../fees';
import { amountStepUrl } from '../steps';
import { useDonationForm } from '../store';
import { appealName, kindLabel, summaryLine } from './recap';
import styles from './DonationCheckout.module.css';

// What is being given, on every step: amount, single or monthly, the appeal, the fee, the total
// and for GB the Gift Aid uplift, with a way back to change it. Beside the form on a desktop
// (a sticky card); on a phone one line at the top that opens.

export const SUMMARY_HEADING = 'Your donation';

export interface SummaryData {
  amount: number;
  kind: DonationKind;
  fee: number;
  feeFormula: FeeFormula;
  total: number;
  /** GB, declared and not a company donation. */
  giftaid: boolean;
  appealTitle: string | null;
}

export function DonationSummary({ data, currency, changeHref }: { data: SummaryData; currency: Currency; changeHref: string }) {
  const [open, setOpen] = useState(false);
  const monthly = data.kind === 'monthly';
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <section className={styles.summary} aria-labelledby="donation-summary-heading" data-donation-summary>
      <h2 id="donation-summary-heading" className={styles.summaryHeading}>
        {SUMMARY_HEADING}
      </h2>
      <div className={styles.summaryBar}>
        <button type="button" className={styles.summaryToggle} aria-expanded={open} aria-controls="donation-summary-details" onClick={() => setOpen((o) => !o)}>
          <span>{summaryLine(data.amount, data.kind, data.appealTitle, currency)}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        <Link href={changeHref} className={styles.change}>
          Change<span className="visually-hidden"> your donation</span>
        </Link>
      </div>
      {/* Hidden on a phone until opened; always shown beside the form on a desktop (CSS). */}
      <div id="donation-summary-details" className={styles.summaryBody} hidden={!open}>
        <p className={styles.summaryAppeal} data-summary="appeal">
          {appealName(data.appealTitle)}
        </p>
        <dl>
          <dt>Donation</dt>
          <dd data-summary="amount">{money(data.amount)}</dd>
          <dt>Frequency</dt>
          <dd data-summary="type">{kindLabel(data.kind)}</dd>
          {monthly || data.fee <= 0 ? null : (
            <>
              <dt>Transaction fee</dt>
              <dd data-summary="fee">{money(data.fee)}</dd>
            </>
          )}
          <dt className={styles.total}>{monthly ? 'Total each month' : 'Total'}</dt>
          <dd className={styles.total} data-summary="total">
            {money(data.total)}
          </dd>
          {data.giftaid ? (
            <>
              <dt>Gift Aid we can claim</dt>
              <dd data-summary="giftaid">{money(giftAidUplift(data.amount))}</dd>
            </>
          ) : null}
        </dl>
        <p className={styles.summaryChangeLine}>
          <Link href={changeHref}>
            Change<span className="visually-hidden"> your donation</span>
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The summary of the gift in the session (re-renders only when one of its figures changes). */
export function CheckoutSummary({ country, currency, base }: { country: Country; currency: Currency; base: string }) {
  const { amountUrl, ...data } = useDonationForm(
    useShallow((s) => ({
      amount: s.values.amount,
      kind: s.values.type,
      fee: s.values.fundraisingCostsAmount,
      feeFormula: s.values.fundraisingCostsFormula,
      total: s.values.totalAmount,
      giftaid: country === 'GB' && giftAidToSend(s.values.giftaid, s.values.company_donation ? s.values.company_name : null),
      appealTitle: s.appealTitle,
      amountUrl: s.amountUrl,
    })),
  );
  return <DonationSummary data={data} currency={currency} changeHref={amountUrl ?? amountStepUrl(base, data.kind)} />;
}
