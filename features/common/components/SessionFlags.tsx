'use client';

import { useEffect } from 'react';
import { cookieValue } from '@/request/cookies';
import { isAdmin, isTestSuite, LEGACY_PAYMENT_SECRET, PAYMENT_TOKEN_COOKIE, PAYMENT_TOKEN_KEY } from '../modes';

// What the browser does with the flags the middleware set on the response (SPEC §6):
// - the test-mode token a right payment secret earned arrives in a session cookie; it moves
//   into this tab's session storage (what the order routes are sent) and the cookie goes (a
//   payment secret an older version kept there is deleted);
// - the tag manager learns the modes first thing: debug_mode (its dev mode, GA4's DebugView)
//   for an admin, test_suite for the test suite's visits, so neither counts as a reader's.
export function SessionFlags() {
  useEffect(() => {
    const token = cookieValue(document.cookie, PAYMENT_TOKEN_COOKIE);
    try {
      sessionStorage.removeItem(LEGACY_PAYMENT_SECRET);
      if (token) sessionStorage.setItem(PAYMENT_TOKEN_KEY, token);
    } catch {
      /* storage blocked: live mode */
    }
    if (token !== null) document.cookie = `${PAYMENT_TOKEN_COOKIE}=; Max-Age=0; path=/`;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'cw_modes', debug_mode: isAdmin(), test_suite: isTestSuite() });
  }, []);
  return null;
}
