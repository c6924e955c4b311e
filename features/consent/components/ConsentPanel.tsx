'use client';

import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { EmbedKind } from '@/features/common/embed-kinds';
import { consentStore } from '../browser';
import type { ConsentChoice } from '../model';
import type { ConsentChoicesProps as ChoicesProps } from './ConsentChoices';
import { CONSENT_TEXTS as T } from '../texts';
import styles from './ConsentDialog.module.css';

// The cookie dialog's panel (ConsentDialog.tsx decides when it shows). A first visit sees a
// short notice (on a phone at most about a third of the screen, so the page it opened stays in
// view) with Accept all and Reject all side by side, alike in look and weight, and 'Manage
// choices', which unfolds the three categories, the embeds' texts and Save my choices
// (ConsentChoices.tsx, loaded when unfolded: most readers answer with one button). A reader
// who reopens the dialog to change an answer finds it unfolded.

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
  const [expanded, setExpanded] = useState(choice !== null);
  const [Choices, setChoices] = useState<ComponentType<ChoicesProps> | null>(null);
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

  // The unfolded part's code, once it is first unfolded (a failed load is tried at the next unfolding).
  useEffect(() => {
    if (expanded && !Choices) void import('./ConsentChoices').then((m) => setChoices(() => m.ConsentChoices), () => setExpanded(false));
  }, [expanded, Choices]);

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
          {expanded && Choices ? <Choices embedTexts={embedTexts} choice={choice} done={done} /> : null}
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
