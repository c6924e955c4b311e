'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { RUNNING_BUILD_ID } from '@/edge/build-id';
import { LAST_RELOAD_KEY, parseBuildTxt, shouldReload } from '../build-refresh';

// Compares the deployed build (/build.txt) with the running one after each client navigation,
// when the tab comes back into view, and every 10 minutes; reloads under SPEC §4's guard.

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
  if (!shouldReload({ deployed, running: RUNNING_BUILD_ID, lastReloadAt: lastReload(), now })) return;
  try {
    localStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    return; // without storage the guard cannot hold: never reload
  }
  window.location.reload();
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
