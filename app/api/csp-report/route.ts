import { receiveCspReport } from '@/edge/csp-report';

// POST /api/csp-report: where browsers send content-security-policy violations (IE, SPEC §9).
export const dynamic = 'force-dynamic';

export const POST = receiveCspReport;
