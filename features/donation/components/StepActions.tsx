import { Link } from '@/features/common/components/Link';
import styles from './DonationCheckout.module.css';

// A step's main button (full width on a phone, a tap high, 16 px or more) and the secondary
// Back link under it.

export function StepActions({ backHref, submitLabel = 'Continue', disabled = false }: { backHref: string | null; submitLabel?: string; disabled?: boolean }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={`button ${styles.primary}`} disabled={disabled} aria-disabled={disabled || undefined}>
        {submitLabel}
      </button>
      {backHref ? <BackLink href={backHref} /> : null}
    </div>
  );
}

export function BackLink({ href }: { href: string }) {
  return (
    <Link href={href} className={styles.back}>
      Back
    </Link>
  );
}
