'use client';

import dynamic from 'next/dynamic';

// Toasts through sonner (SPEC §4 texts and durations), loaded after the page is interactive:
// its code is not part of any page's first load.

export const ShopToaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

export function notify(message: string, options: { duration: number; success?: boolean }): void {
  void import('sonner').then(({ toast }) => (options.success ? toast.success : toast)(message, { duration: options.duration }));
}
