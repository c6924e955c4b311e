// The consent feature's pure API (safe anywhere): the model, the vitals queue and record, the
// tag manager's rules. Components: ./components/index.ts; the browser store: ./client.ts;
// the /api/vitals handler: ./data.ts.
export * from './model';
export { createVitalsQueue, VITALS_QUEUE_LIMIT, VITALS_SPACING_MS } from './vitals-queue';
export type { Timer, VitalsQueue, VitalsRecord } from './vitals-queue';
export { VITALS_PATH, VitalsReportSchema } from './vitals-report';
export type { VitalsReport } from './vitals-report';
export { CONSENT_DEFAULTS, consentSignals, containerUrl, GTM_ID_PATTERN, GTM_ORIGIN, gtmId } from './tag-manager';
export { CONSENT_TEXTS } from './texts';
export { CONSENT_CHOICE_TEXTS } from './choice-texts';
