import { Link } from '@/features/common/components/Link';
import styles from './Donation.module.css';

export function StepActions({ backHref, submitLabel = 'Continue', disabled = false }: { backHref: string | null; submitLabel?: string; disabled?: boolean }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button" disabled={disabled} aria-disabled={disabled || undefined}>
        {submitLabel}
      </button>
      {backHref ? <Link href={backHref}>Back</Link> : null}
    </div>
  );
}
