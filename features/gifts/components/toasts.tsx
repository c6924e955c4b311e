'use client';

import dynamic from 'next/dynamic';
import styles from './toasts.module.css';

// Toasts through sonner (SPEC §4 texts and durations: the basket page's 'Free gift removed' /
// 'Voucher code removed'; an add is confirmed by the basket banner alone, issue 40), loaded
// after the page is interactive: its code is not part of any page's first load. They rise from
// the bottom, where they cover neither the header (logo, basket link) nor the button just
// pressed: bottom-right on a wide screen, the full width of the bottom on a phone (sonner's own
// layout under 600 px).

const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

export function ShopToaster() {
  return <Toaster position="bottom-right" richColors closeButton className={styles.toaster} />;
}

export function notify(message: string, options: { duration: number; success?: boolean; description?: string | null }): void {
  const { duration, success, description } = options;
  void import('sonner').then(({ toast }) => (success ? toast.success : toast)(message, { duration, description: description ?? undefined }));
}
