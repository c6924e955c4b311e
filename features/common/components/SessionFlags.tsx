'use client';

import { useEffect } from 'react';
import { ATTRIBUTION_MAX_AGE, attributionFrom, flagsUrl, hasFlags } from '@/edge/flags';
import { ATTRIBUTION_COOKIE, isAdmin, isTestSuite, PAYMENT_SECRET_COOKIE, PAYMENT_SECRET_KEY } from '../modes';

// SPEC §2 and §6 in the browser, so that a plain page view costs the server nothing
// (docs/architecture.md "Edge rules"):
// - a query with a flag (admin or payment secret, test-suite, preview) sends the reader to
//   app/api/flags with the same path and query, which sets what the flags ask for and sends
//   them back to the URL without the flags;
// - a `source` code that is a UUID goes into the attribution cookie (anything else is
//   ignored), so a campaign's landing page stays the static, cached one;
// - the payment secret app/api/flags checked arrives in a one-minute cookie; it moves into
//   this tab's session storage (what the order routes are sent) and the cookie goes;
// - the tag manager learns the modes first thing: debug_mode (its dev mode, GA4's DebugView)
//   for an admin, test_suite for the test suite's visits, so neither counts as a reader's.
export function SessionFlags() {
  useEffect(() => {
    const { pathname, search, protocol } = window.location;
    if (hasFlags(search)) {
      window.location.replace(flagsUrl(pathname, search));
      return;
    }
    const source = attributionFrom(search);
    if (source) document.cookie = `${ATTRIBUTION_COOKIE}=${source}; Max-Age=${ATTRIBUTION_MAX_AGE}; path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;
    const match = document.cookie.split('; ').find((c) => c.startsWith(`${PAYMENT_SECRET_COOKIE}=`));
    if (match) {
      try {
        sessionStorage.setItem(PAYMENT_SECRET_KEY, decodeURIComponent(match.slice(PAYMENT_SECRET_COOKIE.length + 1)));
      } catch {
        /* storage blocked: live mode */
      }
      document.cookie = `${PAYMENT_SECRET_COOKIE}=; Max-Age=0; path=/`;
    }
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'cw_modes', debug_mode: isAdmin(), test_suite: isTestSuite() });
  }, []);
  return null;
}
