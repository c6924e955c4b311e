'use client';

import { useEffect } from 'react';
import { isAdmin } from '@/features/common/modes';
import { consentStore, loadConsent } from '../browser';
import { statisticsConsent } from '../model';
import { CONSENT_DEFAULTS, consentSignals, containerUrl, gtag, gtmId, pushToDataLayer } from '../tag-manager';

// The tag manager on every page (root layout, before anything else that uses the dataLayer):
// 1. Consent Mode v2 defaults, everything but the strictly necessary denied;
// 2. admin mode (SPEC §6): debug_mode for the container's tags, and GTM's debug flag;
// 3. the container itself, only when NEXT_PUBLIC_GTM_ID is set (otherwise events simply stay
//    in the dataLayer), inserted by this script: on the IE checkout's enforced policy it
//    runs because a nonce-carrying script inserted it ('strict-dynamic'), and it gets that
//    nonce too, for the container's own custom scripts;
// 4. the reader's answer as a consent update, now and whenever it changes.

/** The nonce Next put on this page's scripts (checkout pages only; '' elsewhere). */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

function loadContainer(id: string, debug: boolean): void {
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = containerUrl(id, debug);
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  script.dataset.tagManager = '';
  document.head.appendChild(script);
}

export function TagManager() {
  useEffect(() => {
    gtag('consent', 'default', CONSENT_DEFAULTS);
    const admin = isAdmin();
    if (admin) pushToDataLayer({ debug_mode: true });
    const id = gtmId();
    if (id) loadContainer(id, admin);

    let last = '';
    const update = () => {
      const state = consentStore.getState();
      if (!state.loaded || statisticsConsent(state) === 'unknown') return;
      const signals = consentSignals(state);
      const key = JSON.stringify(signals);
      if (key === last) return;
      last = key;
      gtag('consent', 'update', signals);
    };
    const unsubscribe = consentStore.subscribe(update);
    void loadConsent().then(update);
    return unsubscribe;
  }, []);
  return null;
}
