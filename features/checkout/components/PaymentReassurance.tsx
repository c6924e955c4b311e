import styles from './PaymentReassurance.module.css';

// Both checkouts' payment step: a line of reassurance, and the notice that no money is taken in
// test mode (staging, or production with the payment secret: features/common/modes.ts).

export const REASSURANCE = 'Secure payment · Registered charity · Receipt by email';
export const TEST_MODE_NOTICE = 'Test mode: no real money is taken';

export function PaymentReassurance() {
  return (
    <p className={styles.reassure}>
      {/* A padlock, drawn in the brand's colour. */}
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <rect x="2.5" y="7" width="11" height="7.5" rx="1.5" />
        <path d="M5 7V5a3 3 0 0 1 6 0v2" />
      </svg>
      <span>{REASSURANCE}</span>
    </p>
  );
}

export function TestModeNotice() {
  return (
    <p className={styles.testMode} role="note" data-test-mode>
      {TEST_MODE_NOTICE}
    </p>
  );
}
