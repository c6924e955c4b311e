import type { Country } from '@/features/checkout';
import { formSteps, stepProgress, type CheckoutStepKey } from '../steps';
import styles from './DonationCheckout.module.css';

// Where the donor is: on a phone one line ('Step 2 of 5 · Address') over a thin bar of one
// segment per step; on a desktop the whole list. One list for assistive technology (the line
// and the bar only show what the list says).

export function StepProgress({ country, step }: { country: Country; step: CheckoutStepKey }) {
  const progress = stepProgress(country, step);
  if (!progress) return null;
  const steps = formSteps(country);
  return (
    <nav aria-label="Donation steps" className={styles.progress}>
      <p className={styles.progressLine} aria-hidden="true">
        {progress.text}
      </p>
      <ol className={styles.progressList}>
        {steps.map((s, i) => (
          <li key={s.key} aria-current={s.key === step ? 'step' : undefined} data-done={i < progress.position - 1 || undefined}>
            <span className={styles.progressNumber}>{i + 1}</span>
            {s.name}
          </li>
        ))}
      </ol>
      <div className={styles.progressBar} aria-hidden="true">
        {steps.map((s, i) => (
          <span key={s.key} data-done={i < progress.position || undefined} />
        ))}
      </div>
    </nav>
  );
}
