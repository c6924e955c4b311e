import { handleRevolutOrder } from '@/features/checkout/data';
import { withKnownHost } from '@/edge/host-guard';

// POST /api/checkout/revolut-order {amountMinor, currency} → {publicId}: the Revolut order a Revolut Pay button pays.
export const dynamic = 'force-dynamic';
export const POST = withKnownHost((request: Request) => handleRevolutOrder(request));
