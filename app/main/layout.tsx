import type { ReactNode } from 'react';
import { siteUrl } from '@/edge/config';
import { SiteFooter } from '@/features/chrome';
import { ConsentDialog, ConsentFirstPaint } from '@/features/consent/components';
import { getSettings } from '@/features/settings/data';

export const metadata = { metadataBase: new URL(siteUrl('main')) };

export default async function Layout({ children }: { children: ReactNode }) {
  const settings = await getSettings('main');
  return (
    <>
      <ConsentDialog embedTexts={settings.consent} />
      <ConsentFirstPaint />
      {children}
      <SiteFooter storefront="main" menu={settings.menus.footer} charity={settings.charity} />
    </>
  );
}
