import type { ReactNode } from 'react';
import { loadConfig, siteUrl } from '@/edge/config';
import { SiteFooter } from '@/features/chrome';
import { ConsentDialog, ConsentFirstPaint } from '@/features/consent/components';
import { getSettings } from '@/features/settings/data';
import { RegionSwitcher } from '@/features/gifts/components';
import { BasketCountBadge, TileAddListener } from '@/features/gifts/client';

export const metadata = { metadataBase: new URL(siteUrl('gifts')) };

export default async function Layout({ children }: { children: ReactNode }) {
  const settings = await getSettings('gifts');
  return (
    <>
      <ConsentDialog embedTexts={settings.consent} />
      <ConsentFirstPaint />
      {children}
      <BasketCountBadge />
      <TileAddListener />
      <RegionSwitcher regions={settings.gifts.regions} country={loadConfig().DEFAULT_COUNTRY} />
      <SiteFooter storefront="gifts" menu={settings.menus.footer} charity={settings.charity} />
    </>
  );
}
