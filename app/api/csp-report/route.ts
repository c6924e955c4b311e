import { createCspReportHandler } from '@/edge/csp-report';
import { loadConfig } from '@/edge/config';
import { clientAddress } from '@/request/client-address';
import { vitalsLimiter } from '@/features/consent/data';
import { withKnownHost } from '@/edge/host-guard';

// POST /api/csp-report: where browsers send content-security-policy violations (IE, SPEC §9).
// Limited per client as /api/vitals is, by the same limiter (its own count: a 'csp:' key).
export const dynamic = 'force-dynamic';

export const POST = withKnownHost(createCspReportHandler({ limiter: vitalsLimiter, clientKey: (request) => `csp:${clientAddress(request, loadConfig())}` }));
