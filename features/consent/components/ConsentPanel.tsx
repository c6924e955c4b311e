'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { EmbedKind } from '@/features/common/embed-kinds';
import { consentStore } from '../browser';
import type { ConsentChoice } from '../model';
import { CONSENT_TEXTS as T } from '../texts';
import styles from './ConsentDialog.module.css';

// The cookie dialog's panel (ConsentDialog.tsx decides when it shows). A first visit sees a
// short notice (on a phone at most about a third of the screen, so the page it opened stays in
// view) with Accept all and Reject all side by side, alike in look and weight, and 'Manage
// choices', which unfolds the three categories, the embeds' texts and Save my choices. A reader
// who reopens the dialog to change an answer finds it unfolded.

const EMBED_LABELS: Record<EmbedKind, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  twitter: 'Twitter/X',
  instagram: 'Instagram',
  iframe: 'Other embedded content',
};

export interface ConsentPanelProps {
  /** SPEC §3: the consent texts per embed kind, from site settings. */
  embedTexts: Record<EmbedKind, string>;
  choice: ConsentChoice | null;
  focusRequest: number;
  done: (act: () => void) => void;
  /** The stored answer is not read yet: rendered hidden (the first-paint script may show it). */
  pending?: boolean;
}

export function ConsentPanel({ embedTexts, choice, focusRequest, done, pending = false }: ConsentPanelProps) {
  const titleId = useId();
  const introId = useId();
  const dialog = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The checkboxes start from the answer already given (or nothing ticked).
  const [statistics, setStatistics] = useState(choice?.statistics ?? false);
  const [marketing, setMarketing] = useState(choice?.marketing ?? false);
  const [expanded, setExpanded] = useState(choice !== null);
  const choicesId = useId();

  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest]);

  // Room below the page's end and scroll padding the size of the dialog, while it is open. The
  // size comes from a ResizeObserver, which reports it (first when observing starts) once the
  // browser has laid the page out anyway: measuring here would force a layout of the whole page
  // in the middle of its hydration.
  useEffect(() => {
    const element = dialog.current;
    if (!element || pending || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      const height = `${Math.ceil(box ? box.blockSize : element.getBoundingClientRect().height)}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
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
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={() => done(() => store.acceptAll())}>
            {T.acceptAll}
          </button>
          <button type="button" className={styles.action} onClick={() => done(() => store.rejectAll())}>
            {T.rejectAll}
          </button>
        </div>
        <button type="button" className={styles.manage} aria-expanded={expanded} aria-controls={choicesId} onClick={() => setExpanded((open) => !open)}>
          {T.manage}
        </button>
        <div id={choicesId} className={styles.choices} hidden={!expanded}>
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
