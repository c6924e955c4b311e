'use client';

import dynamic from 'next/dynamic';

// The gift checkout's form (its schema, the form library, the payment methods) as a split
// chunk requested with the page: the shop's chrome hydrates without waiting for it, and the
// form shows once the basket is read, as before.
export const LazyCheckoutView = dynamic(() => import('./CheckoutView').then((m) => m.CheckoutView));
