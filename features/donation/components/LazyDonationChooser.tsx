'use client';

import { lazy, Suspense } from 'react';
import type { DonationChooserProps } from './DonationChooser';

// The donation blocks' chooser as a split chunk: its code (the donation store, presets, step
// URLs) is sent only with a page that shows a donation block, not with every content page that
// could. The server renders it in full (the form works as a plain GET); in the browser that
// HTML stays as it is until the chunk has come and hydrates it.
const DonationChooser = lazy(() => import('./DonationChooser').then((m) => ({ default: m.DonationChooser })));

export function LazyDonationChooser(props: DonationChooserProps) {
  return (
    <Suspense fallback={null}>
      <DonationChooser {...props} />
    </Suspense>
  );
}
