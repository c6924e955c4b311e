// The gifts shop's pages, their metadata and its order and coupon handlers: what app/ wires to
// routes (only app/ imports this entry).
export { CategoryPage, categoryMetadata, categoryStaticParams, ShopPage, shopCatalogue, shopUrl } from './pages';
export { ProductPage, productMetadata, productStaticParams } from './product-page';
export { handleGiftOrder } from './order-handler';
export { handleCouponRequest } from './coupon-route';
