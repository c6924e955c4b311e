import type { ReactNode } from 'react';
import { ClientNavigation } from '@/features/chrome';
import { BuildWatcher } from '@/features/common/components/BuildWatcher';
import { SessionFlags } from '@/features/common/components/SessionFlags';
import { TagManager, WebVitals } from '@/features/consent/components';
import { brandFont } from '@/features/common/brand-font';
import { PreviewMarker } from '@/features/content/components';
import { loadConfig } from '@/edge/config';
import { releaseRenderWhenDone } from '@/request/render-memory';
import './globals.css';

export const metadata = { title: { default: 'Concern Aid', template: '%s' } };

export const viewport = { width: 'device-width', initialScale: 1, themeColor: '#00833e' };

export default function RootLayout({ children }: { children: ReactNode }) {
  releaseRenderWhenDone();
  // English as SPEC §9 assumes, in the storefront's country: dates and numbers read as there.
  return (
    <html lang={loadConfig().DEFAULT_COUNTRY === 'GB' ? 'en-GB' : 'en-IE'} className={brandFont.variable}>
      <body>
        {/* First: the consent defaults must be the dataLayer's first entry. */}
        <TagManager />
        <WebVitals />
        <ClientNavigation />
        <BuildWatcher />
        <SessionFlags />
        {children}
        {/* SPEC §6 preview mode only; a reader's (static) page has none. */}
        <PreviewMarker />
      </body>
    </html>
  );
}
