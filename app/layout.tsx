import type { ReactNode } from 'react';
import { LoadingBar } from '@/features/chrome';
import { BuildWatcher } from '@/features/common/components/BuildWatcher';
import { SessionFlags } from '@/features/common/components/SessionFlags';
import { TagManager, WebVitals } from '@/features/consent/components';
import './globals.css';

export const metadata = { title: { default: 'Concern Aid', template: '%s' } };

export const viewport = { width: 'device-width', initialScale: 1, themeColor: '#00833e' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/* Hoisted into the head: Chrome paints nothing until the page's <main> is parsed, so
            no first frame shows the header half-parsed (a brand, a note or a menu that then
            moves when the rest of its HTML arrives: a layout shift). The header comes first in
            the HTML, so the first paint waits for nothing else. */}
        <link rel="expect" href="#main-content" blocking="render" />
        {/* First: the consent defaults must be the dataLayer's first entry. */}
        <TagManager />
        <WebVitals />
        <LoadingBar />
        <BuildWatcher />
        <SessionFlags />
        {children}
      </body>
    </html>
  );
}
