'use client';

import dynamic from 'next/dynamic';

// The embed's consent island as a split chunk, loaded only by the pages that show an embed
// (imported directly, it joined every content page's client chunk; issue 39).
export const LazyEmbedConsent = dynamic(() => import('./EmbedConsent').then((m) => m.EmbedConsent));
