'use client';

import { useEffect } from 'react';
import { ATTRIBUTION_MAX_AGE, attributionFrom } from '@/edge/flags';
import { ATTRIBUTION_COOKIE, isAdmin, isTestSuite, PAYMENT_SECRET_COOKIE, PAYMENT_SECRET_KEY, TEST_SUITE_COOKIE, TEST_SUITE_QUERY } from '../modes';

// SPEC §2 and §6, the browser's half of the edge flags:
// - a `source` code that is a UUID goes into the attribution cookie (anything else is
//   ignored); here, not at the edge, so a campaign's landing page stays the static one;
// - the payment secret the edge checked arrives in a one-minute cookie; it moves into this
//   tab's session storage (what the order route is sent) and the cookie goes;
// - a bare '?test-suite' (no value) meets no `has` condition of next.config.ts, which needs
//   a value: the page sets the cookie itself and takes the flag out of the address;
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
    const url = new URL(window.location.href);
    const source = attributionFrom(url.search);
    if (source) document.cookie = `${ATTRIBUTION_COOKIE}=${source}; Max-Age=${ATTRIBUTION_MAX_AGE}; path=/; SameSite=Lax${url.protocol === 'https:' ? '; Secure' : ''}`;
    if (url.searchParams.get(TEST_SUITE_QUERY) === '') {
      document.cookie = `${TEST_SUITE_COOKIE}=1; path=/; SameSite=Lax`;
      url.searchParams.delete(TEST_SUITE_QUERY);
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'cw_modes', debug_mode: isAdmin(), test_suite: isTestSuite() });
  }, []);
  return null;
}
