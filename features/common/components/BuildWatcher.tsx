'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { RUNNING_BUILD_ID } from '@/edge/build-id';
import { holdReload, LAST_RELOAD_KEY, parseBuildTxt, reloadHeld, shouldReload } from '../build-refresh';

// Compares the deployed build (/build.txt) with the running one after each client navigation,
// when the tab comes back into view, and every 10 minutes; reloads under SPEC §4's guard, but
// never while a checkout or a locked form holds the reload (useBuildReloadHold): then the first
// navigation after the hold is let go (out of the checkout) reloads.

const INTERVAL_MS = 10 * 60_000;

function lastReload(): number | null {
  try {
    const value = localStorage.getItem(LAST_RELOAD_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

async function check(): Promise<void> {
  let deployed: string | null = null;
  try {
    const response = await fetch('/build.txt', { cache: 'no-store' });
    if (response.ok) deployed = parseBuildTxt(await response.text());
  } catch {
    return; // offline: try again later
  }
  const now = Date.now();
  // Asked after the answer: a checkout step that replaced the last one holds the reload by now.
  if (!shouldReload({ deployed, running: RUNNING_BUILD_ID, lastReloadAt: lastReload(), now, held: reloadHeld() })) return;
  try {
    localStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    return; // without storage the guard cannot hold: never reload
  }
  window.location.reload();
}

/**
 * Holds the forced reload while `active` (a checkout's view while it is open, a form while it is
 * locked). Its step changes are client navigations: the next step's view takes its hold in the
 * same commit as the last one lets go, before the check's answer is read.
 */
export function useBuildReloadHold(active = true): void {
  useEffect(() => (active ? holdReload() : undefined), [active]);
}

export function BuildWatcher() {
  const pathname = usePathname();
  useEffect(() => {
    void check();
  }, [pathname]);
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => void check(), INTERVAL_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, []);
  return null;
}
