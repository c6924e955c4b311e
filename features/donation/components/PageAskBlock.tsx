import type { PageAsk } from '@/features/blocks/components';
import { SoftLink } from '@/features/common/components/SiteLink';
import { amountStepUrl, DEFAULT_DONATION_PAGE } from '../steps';
import panel from './DonationInlineBlock.module.css';
import styles from './PageAskBlock.module.css';

// The ask a news page, press release or story ends with (issue 40): 'Support our Sudan response'
// to the amount step of that country's appeal, or the general donate page. A link, no client code.

/** Where the ask's Donate goes: the appeal's amount step (SPEC §2), else '/donate'. */
export function pageAskHref(ask: Pick<PageAsk, 'appealPath'>): string {
  return ask.appealPath ? amountStepUrl(ask.appealPath, 'single') : DEFAULT_DONATION_PAGE;
}

/** The line under the heading. */
export function pageAskText(ask: Pick<PageAsk, 'appealTitle'>): string {
  return ask.appealTitle ? `Your donation to our ${ask.appealTitle} reaches families now.` : 'Your donation reaches the families who need it most, wherever the need is greatest.';
}

export function PageAskBlock({ ask }: { ask: PageAsk }) {
  return (
    <section className={panel.box} data-page-ask={ask.appealPath ?? 'general'} aria-labelledby="page-ask-heading">
      <h2 id="page-ask-heading" className={panel.title}>
        {ask.heading}
      </h2>
      <p className={styles.text}>{pageAskText(ask)}</p>
      <p className={styles.action}>
        <SoftLink href={pageAskHref(ask)} className={`button button--accent ${styles.button}`}>
          Donate
        </SoftLink>
      </p>
    </section>
  );
}
