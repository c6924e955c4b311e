'use client';

import { useEffect } from 'react';
import { ErrorView } from './ErrorView';

/** A storefront's error boundary (app/<storefront>/error.tsx): its error page (SPEC §2). */
export function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // The browser's console, not the log drain: request/log's JSON lines would only add bytes
    // to the chunk every page loads.
    console.error('page_error', error.digest ?? error.message);
  }, [error]);
  return (
    <main id="main-content">
      <ErrorView status={500} />
    </main>
  );
}
