'use client';

import { useEffect } from 'react';
import { isAdmin, isTestSuite, PAYMENT_SECRET_COOKIE, PAYMENT_SECRET_KEY } from '../modes';

// What the browser does with the flags the middleware set on the response (SPEC §6):
// - the payment secret the middleware checked arrives in a session cookie; it moves into
//   this tab's session storage (what the order routes are sent) and the cookie goes;
// - the tag manager learns the modes first thing: debug_mode (its dev mode, GA4's DebugView)
//   for an admin, test_suite for the test suite's visits, so neither counts as a reader's.
export function SessionFlags() {
  useEffect(() => {
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
