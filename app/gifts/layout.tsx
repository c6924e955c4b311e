import type { ReactNode } from 'react';
import { siteUrl } from '@/edge/config';
import { ConsentDialog, ConsentFirstPaint } from '@/features/consent/components';
import { getSettings } from '@/features/settings/data';
import { BasketCountBadge, TileAddListener } from '@/features/gifts/client';

export const metadata = { metadataBase: new URL(siteUrl('gifts')) };

// The shop's pages: the checkout's own layout (app/gifts/checkout) ends with one legal line,
// every other page's ((shop)/layout.tsx) with the gift regions and the full footer.
export default async function Layout({ children }: { children: ReactNode }) {
  const settings = await getSettings('gifts');
  return (
    <>
      <ConsentDialog embedTexts={settings.consent} />
      <ConsentFirstPaint />
      {children}
      <BasketCountBadge />
      <TileAddListener />
    </>
  );
}
