'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { EmbedKind } from '@/features/common/embed-kinds';
import { consentStore, loadConsent, useConsent } from '../browser';
import type { ConsentChoice } from '../model';
import { CONSENT_TEXTS as T } from '../texts';
import styles from './ConsentDialog.module.css';

// The cookie consent dialog (SPEC §3, §4) on both storefronts.
// - The server renders it hidden: static pages stay the same for everyone, and without
//   JavaScript there is no dialog and nothing is tracked. The inline script after it
//   (ConsentFirstPaint, ../first-paint.ts) shows it before the first paint when no answer is
//   stored, so a first visit sees it with the page, not after hydration; once the store has
//   read the answer it stays open (the same element) or goes.
// - Fixed to the bottom of the viewport, over the page: it moves nothing (CLS stays 0). While
//   it is open the page gets room below its end and a matching scroll padding, so a focused
//   element can always be scrolled clear of it (WCAG 2.4.11).
// - Non-modal: early in the tab order, but Tab leads on into the page (no keyboard trap).
//   Opened by 'Manage my cookies' ([data-manage-cookies] anywhere, or #manage-cookies in the
//   address), it takes focus and gives it back when closed; Escape closes it then.
// - Accept all, Reject all and Save my choices look and weigh the same.

export const MANAGE_COOKIES_HASH = '#manage-cookies';

const EMBED_LABELS: Record<EmbedKind, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  twitter: 'Twitter/X',
  instagram: 'Instagram',
  iframe: 'Other embedded content',
};

export interface ConsentDialogProps {
  /** SPEC §3: the consent texts per embed kind, from site settings. */
  embedTexts: Record<EmbedKind, string>;
}

export function ConsentDialog({ embedTexts }: ConsentDialogProps) {
  const loaded = useConsent((s) => s.loaded);
  const open = useConsent((s) => s.loaded && s.dialogOpen);
  const choice = useConsent((s) => s.choice);
  // Where focus goes back to after a dialog the reader opened.
  const opener = useRef<HTMLElement | null>(null);
  // Bumped each time the reader asks for the dialog: it then takes focus.
  const [focusRequest, setFocusRequest] = useState(0);
  // A fresh panel (checkboxes from the current answer) each time the dialog opens.
  const [openings, setOpenings] = useState(0);

  useEffect(() => {
    void loadConsent();
    const reopen = (from: HTMLElement | null) => {
      opener.current = from;
      if (!consentStore.getState().dialogOpen) setOpenings((n) => n + 1);
      setFocusRequest((n) => n + 1);
      consentStore.getState().openDialog();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('[data-manage-cookies]') : null;
      if (!link) return;
      event.preventDefault();
      reopen(link as HTMLElement);
    };
    const onHash = () => {
      if (window.location.hash === MANAGE_COOKIES_HASH) reopen(null);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('hashchange', onHash);
    onHash();
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('hashchange', onHash);
    };
  }, []);

  const done = (act: () => void) => {
    const returnTo = opener.current;
    opener.current = null;
    act();
    if (returnTo?.isConnected) returnTo.focus();
    if (window.location.hash === MANAGE_COOKIES_HASH) history.replaceState(history.state, '', window.location.pathname + window.location.search);
  };

  // Before the answer is read (the server's render and hydration): the dialog as the server
  // sent it, hidden unless the first-paint script showed it. A choice made in that moment
  // (React replays a click made while it hydrates) is applied once the answer is read.
  if (!loaded) return <ConsentPanel key={openings} embedTexts={embedTexts} choice={null} focusRequest={0} done={(act) => void loadConsent().then(() => done(act))} pending />;
  if (!open) return null;
  return <ConsentPanel key={openings} embedTexts={embedTexts} choice={choice} focusRequest={focusRequest} done={done} />;
}

interface ConsentPanelProps extends ConsentDialogProps {
  choice: ConsentChoice | null;
  focusRequest: number;
  done: (act: () => void) => void;
  /** The stored answer is not read yet: rendered hidden (the first-paint script may show it). */
  pending?: boolean;
}

function ConsentPanel({ embedTexts, choice, focusRequest, done, pending = false }: ConsentPanelProps) {
  const titleId = useId();
  const introId = useId();
  const dialog = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The checkboxes start from the answer already given (or nothing ticked).
  const [statistics, setStatistics] = useState(choice?.statistics ?? false);
  const [marketing, setMarketing] = useState(choice?.marketing ?? false);

  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest]);

  // Room below the page's end and scroll padding the size of the dialog, while it is open.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || pending) return;
    const root = document.documentElement;
    const apply = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, [pending]);

  const store = consentStore.getState();
  const canClose = choice !== null;

  return (
    <section
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={introId}
      className={styles.dialog}
      data-consent-dialog=""
      hidden={pending}
      // The first-paint script may have removed `hidden` before hydration.
      suppressHydrationWarning
      onKeyDown={(event) => {
        if (event.key === 'Escape' && canClose) done(() => store.closeDialog());
      }}
    >
      <div className={styles.inner}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {T.title}
        </h2>
        <p id={introId} className={styles.intro}>
          {T.intro} <a href="/cookie-policy">{T.policyLink}</a>
        </p>
        <fieldset className={styles.categories}>
          <legend className="visually-hidden">{T.categoriesLegend}</legend>
          <label className={styles.category}>
            <input type="checkbox" checked disabled />
            <span>
              <strong>{T.necessary.label}</strong> <span className={styles.description}>{T.necessary.description}</span>
            </span>
          </label>
          <label className={styles.category}>
            <input type="checkbox" name="statistics" checked={statistics} onChange={(e) => setStatistics(e.target.checked)} />
            <span>
              <strong>{T.statistics.label}</strong> <span className={styles.description}>{T.statistics.description}</span>
            </span>
          </label>
          <label className={styles.category}>
            <input type="checkbox" name="marketing" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
            <span>
              <strong>{T.marketing.label}</strong> <span className={styles.description}>{T.marketing.description}</span>
            </span>
          </label>
        </fieldset>
        <details className={styles.embeds}>
          <summary>{T.embedsSummary}</summary>
          <dl>
            {(Object.keys(EMBED_LABELS) as EmbedKind[]).map((kind) => (
              <div key={kind}>
                <dt>{EMBED_LABELS[kind]}</dt>
                <dd>{embedTexts[kind]}</dd>
              </div>
            ))}
          </dl>
        </details>
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={() => done(() => store.acceptAll())}>
            {T.acceptAll}
          </button>
          <button type="button" className={styles.action} onClick={() => done(() => store.rejectAll())}>
            {T.rejectAll}
          </button>
          <button type="button" className={styles.action} onClick={() => done(() => store.save({ statistics, marketing }))}>
            {T.save}
          </button>
        </div>
        {canClose ? (
          <button type="button" className={styles.close} onClick={() => done(() => store.closeDialog())}>
            {T.close}
          </button>
        ) : null}
      </div>
    </section>
  );
}
