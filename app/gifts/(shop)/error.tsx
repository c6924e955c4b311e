'use client';

// A page-level error in this storefront shows its error page (SPEC §2).
export { PageError as default } from '@/features/content/client';
