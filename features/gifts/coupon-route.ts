import 'server-only';
import { createCouponHandler } from './coupon-handler';
import { getOrderCatalogue } from './order-catalogue';

// The coupon route with the cached catalogue (features/gifts/order-catalogue.ts).
export const handleCouponRequest = createCouponHandler({ catalogue: getOrderCatalogue });
