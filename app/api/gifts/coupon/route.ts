import { handleCouponRequest } from '@/features/gifts/server';
import { withKnownHost } from '@/routing/host-guard';

// POST /api/gifts/coupon for the basket's voucher code (features/gifts/coupon-handler.ts).
export const POST = withKnownHost(handleCouponRequest);
