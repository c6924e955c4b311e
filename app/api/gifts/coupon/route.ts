import { handleCouponRequest } from '@/features/gifts/server';
import { withKnownHost } from '@/edge/host-guard';

// POST /api/gifts/coupon for the basket's voucher code (features/gifts/coupon-handler.ts).
export const POST = withKnownHost(handleCouponRequest);
