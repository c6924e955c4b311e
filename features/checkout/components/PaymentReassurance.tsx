import type { PaymentMethodOption } from '../payment-methods';
import { processorLine } from '../payment-trust';
import styles from './PaymentReassurance.module.css';

// Both checkouts' payment step, beside the ways to pay: a line of reassurance, who processes the
// chosen method's payment (../payment-trust.ts), the fundraising standards the charity keeps
// with their links (settings' `charity.standards`, issue 40), and the notice that no money is
// taken in test mode (staging, or production with the payment secret: features/common/modes.ts).
// No hooks: it renders wherever its step does.

export const REASSURANCE = 'Secure payment · Registered charity · Receipt by email';
export const TEST_MODE_NOTICE = 'Test mode: no real money is taken';

export interface PaymentReassuranceProps {
  /** The chosen way to pay (null: none yet). */
  option?: Pick<PaymentMethodOption, 'key' | 'type'> | null;
  /** The fundraising standards' marks (settings' `charity.standards`). */
  standards?: readonly { label: string; url: string }[];
}

export function PaymentReassurance({ option = null, standards = [] }: PaymentReassuranceProps) {
  return (
    <div className={styles.trust} data-payment-trust>
      <p className={styles.reassure}>
        {/* A padlock, drawn in the brand's colour. */}
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <rect x="2.5" y="7" width="11" height="7.5" rx="1.5" />
          <path d="M5 7V5a3 3 0 0 1 6 0v2" />
        </svg>
        <span>{REASSURANCE}</span>
      </p>
      <p className={styles.processor} data-processor>
        {processorLine(option)}
      </p>
      {standards.length > 0 ? (
        <ul className={styles.standards} aria-label="Fundraising standards" data-standards>
          {standards.map((standard) => (
            <li key={standard.url}>
              <a href={standard.url} target="_blank" rel="noopener noreferrer" className={styles.standard}>
                {/* A seal: a ticked circle. */}
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <circle cx="8" cy="8" r="6.5" />
                  <path d="M5 8.2l2 2 4-4.2" />
                </svg>
                {standard.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function TestModeNotice() {
  return (
    <p className={styles.testMode} role="note" data-test-mode>
      {TEST_MODE_NOTICE}
    </p>
  );
}
