'use client';

import { useEffect } from 'react';
import { log } from '@/request/log';
import { ErrorView } from './ErrorView';

/** A storefront's error boundary (app/<storefront>/error.tsx): its error page (SPEC §2). */
export function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    log.error('page_error', { digest: error.digest, error: error.message });
  }, [error]);
  return (
    <main id="main-content">
      <ErrorView status={500} />
    </main>
  );
}
