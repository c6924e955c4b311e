import { z } from 'zod';

// One web-vitals record as the browser sends it to /api/vitals (./vitals-queue.ts makes it,
// ./vitals-handler.ts reads it): the same schema both sides, so nothing unchecked is logged.

export { VITALS_PATH } from './vitals-queue';

export const VitalsReportSchema = z.strictObject({
  name: z.enum(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']),
  // CLS is a unitless score; the others are milliseconds. A minute bounds any real value.
  value: z.number().min(0).max(60_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  id: z.string().min(1).max(100),
  navigationType: z.string().max(40),
  // A path, never a full URL or a query (which may carry personal data).
  path: z.string().startsWith('/').max(300).regex(/^[^?#\s]*$/),
});

export type VitalsReport = z.infer<typeof VitalsReportSchema>;
