'use client';

import { useEffect } from 'react';
import { consentStore, loadConsent } from '../browser';
import { statisticsConsent } from '../model';

// Web vitals (LCP, INP, CLS, FCP, TTFB) of every page view, sent only with statistics consent
// (SPEC §4): to the tag manager's dataLayer and to /api/vitals, which logs them for ops. This
// island only follows the answer; the library, the queue and the sending (../vitals-reporter.ts)
// are loaded once statistics consent is given, so a first visit, with the question still open,
// loads none of them (issue 39). Refused later: what is held is discarded.

export function WebVitals() {
  useEffect(() => {
    let stopped = false;
    let reporter: ReturnType<typeof import('../vitals-reporter').startVitals> | null = null;
    let loading = false;
    const follow = () => {
      const state = consentStore.getState();
      if (!state.loaded) return;
      const consent = statisticsConsent(state);
      reporter?.setConsent(consent);
      if (consent !== 'granted' || reporter || loading) return;
      loading = true;
      void import('../vitals-reporter').then(({ startVitals }) => {
        if (stopped) return;
        reporter = startVitals(statisticsConsent(consentStore.getState()));
      });
    };
    const unsubscribe = consentStore.subscribe(follow);
    void loadConsent().then(follow);
    return () => {
      stopped = true;
      unsubscribe();
      reporter?.stop();
    };
  }, []);
  return null;
}
