export { parseCatalogue, parseCategoryEntity, parseCouponResponse, parseProductEntity, productType, categoryUrl } from './catalogue';
export type { Catalogue, CatalogueLocation, CouponResult, FreeGift, Gift, GiftCategory, Price, Product, ProductType } from './catalogue';
