import type { EmbedKind } from '@/features/blocks';
import styles from './CookiePolicy.module.css';

// The cookie policy (SPEC §2 app-only route): the categories the consent dialog asks about,
// and each kind of third-party embed with the consent text readers see before it loads.

export const COOKIE_POLICY_TITLE = 'Cookie policy';

const EMBED_LABELS: Record<EmbedKind, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  twitter: 'Twitter/X',
  instagram: 'Instagram',
  iframe: 'Other embedded content (iframes)',
};

const EMBED_ORDER: EmbedKind[] = ['youtube', 'vimeo', 'twitter', 'instagram', 'iframe'];

export function CookiePolicy({ consent }: { consent: Record<EmbedKind, string> }) {
  return (
    <article className={styles.page}>
      <h1>{COOKIE_POLICY_TITLE}</h1>
      <p className={styles.lead}>
        Cookies are small files a website stores in your browser. We use the ones this site needs to work, and others only
        with your consent. You can change your choices at any time.
      </p>
      <p>
        <a href="#manage-cookies" data-manage-cookies="" className="button">
          Manage my cookies
        </a>
      </p>

      <section aria-labelledby="cookies-necessary" className={styles.section}>
        <h2 id="cookies-necessary">Strictly necessary</h2>
        <p>
          These keep the site working and cannot be switched off: they remember your basket (for up to 7 days), keep your
          donation or order details while you check out, protect payments against fraud, and remember the choices you make
          about cookies.
        </p>
      </section>

      <section aria-labelledby="cookies-statistics" className={styles.section}>
        <h2 id="cookies-statistics">Statistics</h2>
        <p>
          With your consent we measure how the site is used and how fast its pages load, so that we can improve it. Until you
          agree, these measurements stay in your browser and are never sent; if you refuse, they are discarded.
        </p>
      </section>

      <section aria-labelledby="cookies-marketing" className={styles.section}>
        <h2 id="cookies-marketing">Marketing</h2>
        <p>
          With your consent, our partners set cookies to show you relevant appeals on other websites and to tell us which of
          our campaigns led to a donation.
        </p>
      </section>

      <section aria-labelledby="cookies-embeds" className={styles.section}>
        <h2 id="cookies-embeds">Third-party embeds</h2>
        <p>
          Some pages show videos and posts hosted by other companies. They load only after you accept them, and the company
          may then set its own cookies. Before each one you see this message:
        </p>
        <dl className={styles.embeds}>
          {EMBED_ORDER.map((kind) => (
            <div key={kind} className={styles.embed}>
              <dt>{EMBED_LABELS[kind]}</dt>
              <dd>{consent[kind]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="cookies-choices" className={styles.section}>
        <h2 id="cookies-choices">Your choices</h2>
        <p>
          We keep your choices for 6 months, then ask again. To change them now, use{' '}
          <a href="#manage-cookies" data-manage-cookies="">
            Manage my cookies
          </a>
          , which is also at the bottom of every page. You can also delete cookies in your browser&apos;s settings.
        </p>
      </section>
    </article>
  );
}
