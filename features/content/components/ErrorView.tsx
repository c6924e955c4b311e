import Link from 'next/link';
import { errorPageText } from '../rules';
import styles from './ErrorView.module.css';

// The error pages' content (SPEC §2): not found, redirecting, or 'Error {status} occurred'.
// Plain markup with no client code, so a client error boundary can show it too.

export function ErrorView({ status, homeHref = '/' }: { status: number; homeHref?: string }) {
  const text = errorPageText(status);
  return (
    <section className={styles.error} data-error-status={status}>
      <h1>{text.title}</h1>
      {text.body ? <p>{text.body}</p> : null}
      {text.kind === 'redirecting' ? null : (
        <p>
          <Link className="button" href={homeHref}>
            {text.kind === 'not-found' ? 'Go to the homepage' : 'Back to the homepage'}
          </Link>
        </p>
      )}
    </section>
  );
}
