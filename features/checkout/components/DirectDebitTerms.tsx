import DirectDebitLogo from 'react-pay-icons/DirectDebit';
import { DD_GUARANTEE_TITLE, directDebitGuarantee, SEPA_MANDATE_TITLE, sepaMandateText } from '../direct-debit-texts';
import styles from './Checkout.module.css';

// The words a bank account payment must show (../direct-debit-texts.ts): the Direct Debit logo
// and the Guarantee behind a disclosure for a UK account (Bacs), the SEPA mandate for an IBAN.

/** UK: the Direct Debit logo, and the Guarantee in full when opened (a native disclosure). */
export function DirectDebitGuarantee({ organisation }: { organisation: string }) {
  return (
    <div className={styles.mandate} data-direct-debit-guarantee>
      {/* The scheme's logo alone (not ./PaymentMarks.tsx, which brings every mark). */}
      <DirectDebitLogo className={styles.ddLogo} role="img" aria-label="Direct Debit" focusable="false" />
      <details className={styles.guarantee}>
        <summary>{DD_GUARANTEE_TITLE}</summary>
        <ul>
          {directDebitGuarantee(organisation).map((item) => (
            <li key={item.text}>
              {item.text}
              {item.sub ? (
                <ul>
                  <li>{item.sub}</li>
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/** IE: the SEPA Core mandate the donor signs by ticking the box under it. */
export function SepaMandate({ creditor }: { creditor: string }) {
  return (
    <section className={styles.mandate} aria-labelledby="sepa-mandate-title" data-sepa-mandate>
      <h3 id="sepa-mandate-title" className={styles.mandateTitle}>
        {SEPA_MANDATE_TITLE}
      </h3>
      <p className={styles.hint}>
        Creditor: <strong data-creditor>{creditor}</strong> · Payment type: recurrent
      </p>
      <p className={styles.mandateText} data-mandate-text>
        {sepaMandateText(creditor)}
      </p>
    </section>
  );
}
