'use client';

import { ErrorView } from '@/features/content/components';
import './globals.css';

// A rendering failure above the storefront layouts: a 500 page of its own (SPEC §2).
export default function GlobalError() {
  return (
    <html lang="en">
      <body>
        <main id="main-content">
          <ErrorView status={500} />
        </main>
      </body>
    </html>
  );
}
