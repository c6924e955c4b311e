import { handleRevolutOrder } from '@/features/checkout/data';
import { donationOrderRules } from '@/features/donation/server';
import { giftOrderRules } from '@/features/gifts/server';
import { withKnownHost } from '@/edge/host-guard';

// POST /api/checkout/revolut-order {the donation or gift order about to be placed} → {publicId}:
// the Revolut order a Revolut Pay payment authorises, made only for an order both order routes'
// own rules accept (features/checkout/revolut-order.ts).
export const dynamic = 'force-dynamic';
const routes = { donation: donationOrderRules(), gift: giftOrderRules() };
export const POST = withKnownHost((request: Request) => handleRevolutOrder(request, routes));
