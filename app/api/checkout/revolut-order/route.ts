import { handleRevolutOrder } from '@/features/checkout/data';

// POST /api/checkout/revolut-order {amountMinor, currency} → {publicId}: the Revolut order a Revolut Pay button pays.
export const dynamic = 'force-dynamic';
export const POST = (request: Request) => handleRevolutOrder(request);
