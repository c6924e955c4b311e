'use client';

import NextTopLoader from 'nextjs-toploader';

// SPEC §2: a loading bar shows on route changes. A thin bar in the brand colour, no spinner.
// nextjs-toploader injects its own <style>; pass the CSP nonce where the policy needs one.

/** --color-brand (app/globals.css); the bar's style is injected, so it takes a literal. */
export const LOADING_BAR_COLOUR = '#00833e';

export interface LoadingBarProps {
  nonce?: string;
}

export function LoadingBar({ nonce }: LoadingBarProps) {
  return <NextTopLoader color={LOADING_BAR_COLOUR} height={3} showSpinner={false} shadow={false} nonce={nonce} />;
}
