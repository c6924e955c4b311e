// The gifts shop's route handlers (orders, coupons), for app/ only. Its pages are one module
// each (pages.tsx, product-page.tsx, basket-page.tsx…), so a page ships only its own islands.
export { giftOrderRules, handleGiftOrder } from './order-handler';
export { handleCouponRequest } from './coupon-route';
