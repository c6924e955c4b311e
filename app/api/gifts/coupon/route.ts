import { handleCouponRequest } from '@/features/gifts/server';

// POST /api/gifts/coupon for the basket's voucher code (features/gifts/coupon-handler.ts).
export const POST = handleCouponRequest;
