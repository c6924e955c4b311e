import { handleVitals } from '@/features/consent/data';
import { withKnownHost } from '@/edge/host-guard';

// POST /api/vitals: web-vitals field data, sent after statistics consent (SPEC §4).
export const dynamic = 'force-dynamic';
export const POST = withKnownHost(handleVitals);
