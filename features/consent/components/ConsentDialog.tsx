'use client';

import { useEffect, useRef, useState } from 'react';
import type { EmbedKind } from '@/features/common/embed-kinds';
import { consentStore, loadConsent, useConsent } from '../browser';
import { ConsentPanel } from './ConsentPanel';

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
