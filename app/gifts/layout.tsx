import type { ReactNode } from 'react';
import { siteUrl } from '@/edge/config';
import { SiteFooter } from '@/features/chrome';
import { getSettings } from '@/features/content/data';

export const metadata = { metadataBase: new URL(siteUrl('gifts')) };

export default async function Layout({ children }: { children: ReactNode }) {
  const settings = await getSettings('gifts');
  return (
    <>
      {children}
      <SiteFooter storefront="gifts" menu={settings.menus.footer} />
    </>
  );
}
