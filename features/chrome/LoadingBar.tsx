'use client';

import { useEffect, useState } from 'react';
import type NextTopLoaderType from 'nextjs-toploader';

// SPEC §2: a loading bar shows on route changes. A thin bar in the brand colour, no spinner.
// nextjs-toploader injects its own <style>; pass the CSP nonce where the policy needs one.
// It is imported once the page has hydrated (a route change can only start after that), so
// its script is no part of any page's first load. A plain import() rather than next/dynamic,
// whose loader would add its own code to every page.

/** --color-brand (app/globals.css); the bar's style is injected, so it takes a literal. */
export const LOADING_BAR_COLOUR = '#00833e';

export interface LoadingBarProps {
  nonce?: string;
}

/** The bar's look: a thin brand-coloured line, no spinner, no shadow. */
export function loadingBarProps(nonce?: string) {
  return { color: LOADING_BAR_COLOUR, height: 3, showSpinner: false, shadow: false, nonce } as const;
}

export function LoadingBar({ nonce }: LoadingBarProps) {
  const [TopLoader, setTopLoader] = useState<typeof NextTopLoaderType | null>(null);
  useEffect(() => {
    let live = true;
    import('nextjs-toploader').then(
      (module) => live && setTopLoader(() => module.default),
      () => undefined, // no bar this page view (a chunk that failed to load): navigation still works
    );
    return () => {
      live = false;
    };
  }, []);
  return TopLoader ? <TopLoader {...loadingBarProps(nonce)} /> : null;
}
