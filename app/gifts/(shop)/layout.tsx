import type { ReactNode } from 'react';
import { loadConfig } from '@/edge/config';
import { SiteFooter } from '@/features/chrome';
import { getSettings } from '@/features/settings/data';
import { RegionSwitcher } from '@/features/gifts/components';

// Every page of the shop but the checkout: the gift regions and the full footer after the page.
export default async function ShopLayout({ children }: { children: ReactNode }) {
  const settings = await getSettings('gifts');
  return (
    <>
      {children}
      <RegionSwitcher regions={settings.gifts.regions} country={loadConfig().DEFAULT_COUNTRY} />
      <SiteFooter storefront="gifts" menu={settings.menus.footer} charity={settings.charity} />
    </>
  );
}
