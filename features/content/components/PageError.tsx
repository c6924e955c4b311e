'use client';

import { useEffect } from 'react';
import { ErrorView } from './ErrorView';

/** A storefront's error boundary (app/<storefront>/error.tsx): its error page (SPEC §2). */
export function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('page_error', error.digest ?? error.message);
  }, [error]);
  return (
    <main id="main-content">
      <ErrorView status={500} />
    </main>
  );
}
