import 'server-only';

// Route-handler helpers (server side; web APIs only). app/api/vitals wires them up.
export { createVitalsHandler, handleVitals, VITALS_BODY_LIMIT_BYTES, vitalsLimiter } from './vitals-handler';
