'use client';

import dynamic from 'next/dynamic';

// The donation blocks' chooser as a split chunk: its code (the donation store, presets, step
// URLs) is sent only with a page that shows a donation block, not with every content page that
// could. Rendered on the server as before: the form works as a plain GET until it hydrates.
export const LazyDonationChooser = dynamic(() => import('./DonationChooser').then((m) => m.DonationChooser));
