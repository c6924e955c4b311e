'use client';

import { useRouter } from 'next/navigation';
import type { Country } from '@/features/checkout';
import { formatMoney, type Currency } from '@/features/common/money';
import { amountStepUrl, stepUrl } from '../steps';
import { useDonationForm } from '../store';
import styles from './DonationCheckout.module.css';

// Under a one-off gift's recap (issue 40): "Could you give €10 a month?", the amount from the
// appeal's monthly presets (../monthly-ask.ts). One tap starts that monthly gift to the same
// appeal and opens its first checkout step, the details prefilled from the order just made
// (model.startMonthlyGift: an in-memory hand-over in this tab, never the session's restore).

export const monthlyAskHeading = (amountMinor: number, currency: Currency) => `Could you give ${formatMoney(amountMinor, currency)} a month?`;

interface Props {
  amountMinor: number;
  currency: Currency;
  country: Country;
  base: string;
  appealTitle: string | null;
}

export function MonthlyAsk({ amountMinor, currency, country, base, appealTitle }: Props) {
  const router = useRouter();
  const money = formatMoney(amountMinor, currency);

  function start() {
    useDonationForm.getState().startMonthlyGift({ amount: amountMinor, base, amountUrl: amountStepUrl(base, 'monthly') });
    router.push(stepUrl(base, country, 'details'));
  }

  return (
    <section className={styles.ask} aria-labelledby="monthly-ask-heading" data-monthly-ask>
      <h2 id="monthly-ask-heading">{monthlyAskHeading(amountMinor, currency)}</h2>
      <p>
        A monthly gift{appealTitle ? ` to the ${appealTitle}` : ''} lets our teams plan ahead, so families get help month after month. You can change or stop it at any time.
      </p>
      <button type="button" className={`button ${styles.primary} ${styles.donate}`} onClick={start} data-monthly-ask-button>
        Give {money} a month
      </button>
    </section>
  );
}
