'use client';

import dynamic from 'next/dynamic';

// The donation chooser as a split chunk: rendered on the server as before, and loaded only by
// the pages that show a donation block. Imported directly, it joined the content route's
// client chunk, so every news story and listing loaded it too (issue 39).
export const LazyDonationChooser = dynamic(() => import('./DonationChooser').then((m) => m.DonationChooser));
