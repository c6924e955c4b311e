'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/features/content/components/ErrorView';

// A page-level error in this storefront: its error page (SPEC §2).
export default function Error({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('page_error', error.digest ?? error.message);
  }, [error]);
  return (
    <main id="main-content">
      <ErrorView status={500} />
    </main>
  );
}
