import { EMBED_KINDS, type EmbedKind } from '@/features/common/embed-kinds';
import styles from './CookiePolicy.module.css';

// The cookie policy (SPEC §2 app-only route): what this site stores in the reader's browser,
// for how long and under which consent (the consent dialog's three categories), and each kind
// of third-party embed with the consent text readers see before it loads. It must stay true
// to the code: features/consent (dialog, statistics, tag manager) and the stores it names.

export const COOKIE_POLICY_TITLE = 'Cookie policy';

/** Where 'Manage my cookies' links lead without JavaScript (this page's own section). */
const MANAGE_HREF = '/cookie-policy#manage-cookies';

interface Stored {
  name: string;
  what: string;
  kept: string;
}

function StoredList({ items }: { items: Stored[] }) {
  return (
    <dl className={styles.stored}>
      {items.map((item) => (
        <div key={item.name} className={styles.storedItem}>
          <dt>
            <code>{item.name}</code>
          </dt>
          <dd>
            {item.what} <span className={styles.kept}>Kept: {item.kept}.</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const NECESSARY: Stored[] = [
  { name: 'cw_consent', what: 'Your answers in the cookie dialog, with the date you gave them.', kept: '6 months, then we ask again' },
  { name: 'concern-gifts-basket', what: 'The gifts in your basket (gifts shop).', kept: '7 days' },
  { name: 'cw_donation_form, cw_attribution (tab storage)', what: 'Your answers in the donation form, and the appeal you are giving to, while you complete it.', kept: 'until you close the tab' },
  { name: 'cw_source', what: 'The campaign link you arrived by, recorded with your donation so we know which appeal it answered.', kept: '30 days' },
  { name: 'cw_build_reload_at', what: 'When the page last reloaded itself for a new version of the site.', kept: 'until you clear it' },
  { name: 'isAdmin, cw_test_suite, __prerender_bypass, cw_preview_mode, cw_preview_token, cw_payment_token', what: 'Used only by our staff, to test the site and preview content.', kept: 'one day or the session' },
];

const STATISTICS: Stored[] = [
  {
    name: 'Page speed (web vitals)',
    what: 'How fast each page loads and responds (LCP, INP, CLS, FCP, TTFB) and its address, sent to our own server and to our tag manager.',
    kept: 'in your browser only until you answer; discarded if you refuse',
  },
  { name: 'Google Tag Manager and Analytics (_ga, _ga_*)', what: 'How the site is used, counted by Google Analytics through our tag manager.', kept: 'up to 2 years, set only after you agree' },
];


const EMBED_LABELS: Record<EmbedKind, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  twitter: 'Twitter/X',
  instagram: 'Instagram',
  iframe: 'Other embedded content (iframes)',
};


export function CookiePolicy({ consent }: { consent: Record<EmbedKind, string> }) {
  return (
    <article className={styles.page}>
      <h1>{COOKIE_POLICY_TITLE}</h1>
      <p className={styles.lead}>
        Cookies, and the similar storage websites use, are small pieces of information a site keeps in your browser. We keep
        only what this site needs to work unless you agree to more, and we ask you in a dialog when you first visit.
      </p>
      <p>
        <a href={MANAGE_HREF} data-manage-cookies="" className="button">
          Manage my cookies
        </a>
      </p>

      <section aria-labelledby="cookies-necessary" className={styles.section}>
        <h2 id="cookies-necessary">Strictly necessary: no consent needed</h2>
        <p>These keep the site working and cannot be switched off. Nothing here is shared with other companies.</p>
        <StoredList items={NECESSARY} />
      </section>

      <section aria-labelledby="cookies-statistics" className={styles.section}>
        <h2 id="cookies-statistics">Statistics: only with your consent</h2>
        <p>
          With your consent we measure how the site is used and how fast its pages load, so that we can improve it. Until you
          answer, these measurements stay in your browser and are never sent; once you agree they are sent one at a time; if
          you refuse, they are discarded.
        </p>
        <StoredList items={STATISTICS} />
      </section>

      <section aria-labelledby="cookies-marketing" className={styles.section}>
        <h2 id="cookies-marketing">Marketing and embedded content: only with your consent</h2>
        <p>
          With your consent, partners we use through our tag manager may set cookies to show you our appeals on other websites
          and to tell us which campaign led to a donation. Until you agree, our tag manager runs with advertising and
          analytics storage switched off (Google Consent Mode).
        </p>
      </section>

      <section aria-labelledby="cookies-embeds" className={styles.section}>
        <h2 id="cookies-embeds">Third-party embeds</h2>
        <p>
          Some pages show videos and posts hosted by other companies. They load only if you accept marketing and embedded
          content in the dialog, or accept that kind of embed where it appears (we remember that for 6 months); the company
          may then set its own cookies. Before each one you see this message:
        </p>
        <dl className={styles.embeds}>
          {EMBED_KINDS.map((kind) => (
            <div key={kind} className={styles.embed}>
              <dt>{EMBED_LABELS[kind]}</dt>
              <dd>{consent[kind]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="cookies-errors" className={styles.section}>
        <h2 id="cookies-errors">Error reports</h2>
        <p>
          When something goes wrong on a page in a recent browser, a report of the error (the page, the browser and what
          failed, never what you typed into a form) goes to our error-reporting service so that we can fix it. It sets no
          cookies.
        </p>
      </section>

      <section aria-labelledby="manage-cookies" className={styles.section}>
        <h2 id="manage-cookies">Your choices</h2>
        <p>
          We keep your choices for 6 months, then ask again. To change them now, use{' '}
          <a href={MANAGE_HREF} data-manage-cookies="">
            Manage my cookies
          </a>
          , which is also at the bottom of every page. The dialog needs JavaScript: with JavaScript switched off nothing is
          measured or shared at all. You can also delete cookies and site data in your browser&apos;s settings.
        </p>
      </section>
    </article>
  );
}
