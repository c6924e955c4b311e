import type { ReactNode } from 'react';
import { CheckoutFooter } from '@/features/chrome';
import { getSettings } from '@/features/settings/data';

// The checkout: no gift regions, no full footer; one legal line under the form.
export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  const settings = await getSettings('gifts');
  return (
    <>
      {children}
      <CheckoutFooter storefront="gifts" charity={settings.charity} />
    </>
  );
}
