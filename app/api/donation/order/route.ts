import { handleDonationOrder } from '@/features/donation/server';
import { withKnownHost } from '@/edge/host-guard';

// POST /api/donation/order — the donation checkout's order submission (SPEC §7).
export const dynamic = 'force-dynamic';
export const POST = withKnownHost(handleDonationOrder);
