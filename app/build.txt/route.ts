import { buildTxtResponse } from '@/edge/build-id';

// GET /build.txt (SPEC §7): the deployed build id, which open pages compare with their own
// (features/common/components/BuildWatcher.tsx). Static: one file per build.
export const dynamic = 'force-static';

export const GET = buildTxtResponse;
