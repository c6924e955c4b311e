'use client';

import dynamic from 'next/dynamic';

// 'Load more' as a split chunk, loaded only by the listings that have more to show (imported
// directly, it joined every content page's client chunk; issue 39).
export const LazyMoreTeasers = dynamic(() => import('./MoreTeasers').then((m) => m.MoreTeasers));
