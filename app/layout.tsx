import type { ReactNode } from 'react';
import { LoadingBar } from '@/features/chrome';
import { BuildWatcher } from '@/features/common/components/BuildWatcher';
import { SessionFlags } from '@/features/common/components/SessionFlags';
import { TagManager, WebVitals } from '@/features/consent/components';
import { brandFont } from '@/features/common/brand-font';
import { loadConfig } from '@/edge/config';
import './globals.css';

/** The page's last element: the first paint waits for it (see the expect link below). */
const PAGE_END_ID = 'page-end';

export const metadata = { title: { default: 'Concern Aid', template: '%s' } };

export const viewport = { width: 'device-width', initialScale: 1, themeColor: '#00833e' };

export default function RootLayout({ children }: { children: ReactNode }) {
  // English as SPEC §9 assumes, in the storefront's country: dates and numbers read as there.
  return (
    <html lang={loadConfig().DEFAULT_COUNTRY === 'GB' ? 'en-GB' : 'en-IE'} className={brandFont.variable}>
      <body>
        {/* Hoisted into the head: Chrome paints nothing until #page-end, the last element of
            the page's own HTML, is parsed, so no first frame shows a part of the page half-parsed
            that then moves when the rest of its HTML arrives (a layout shift): the header's
            brand, note or menu, a checkout's progress list, or on a short page the gift regions
            below it. Next's payload scripts come after it, so the paint does not wait for them. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        {/* First: the consent defaults must be the dataLayer's first entry. */}
        <TagManager />
        <WebVitals />
        <LoadingBar />
        <BuildWatcher />
        <SessionFlags />
        {children}
        <div id={PAGE_END_ID} hidden />
      </body>
    </html>
  );
}
