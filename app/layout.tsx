import type { ReactNode } from 'react';
import { LoadingBar } from '@/features/chrome';
import './globals.css';

export const metadata = { title: { default: 'Concern Aid', template: '%s' } };

export const viewport = { width: 'device-width', initialScale: 1, themeColor: '#00833e' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <LoadingBar />
        {children}
      </body>
    </html>
  );
}
