import { errorPageText } from '../rules';
import styles from './ErrorView.module.css';

// The error pages' content (SPEC §2): not found, redirecting, or 'Error {status} occurred'.
// Plain markup with no client code, so a client error boundary can show it too. The way home
// is a plain link, a full page load: after an error that is the sure way back to a working
// page, and the error views (on every page's error boundaries) carry no router code.

/** `detail`: what went wrong, when the site knows (SPEC §8 'Internal Routing Error.'). */
export function ErrorView({ status, homeHref = '/', detail }: { status: number; homeHref?: string; detail?: string }) {
  const text = errorPageText(status);
  return (
    <section className={styles.error} data-error-status={status}>
      <h1>{text.title}</h1>
      {detail ? <p data-error-detail>{detail}</p> : null}
      {text.body ? <p>{text.body}</p> : null}
      {text.kind === 'redirecting' ? null : (
        <p>
          <a className="button" href={homeHref}>
            {text.kind === 'not-found' ? 'Go to the homepage' : 'Back to the homepage'}
          </a>
        </p>
      )}
    </section>
  );
}
