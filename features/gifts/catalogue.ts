import type { Block } from '@/features/blocks';
import { toMinor, type Currency } from '@/features/common/money';
import { parsePayload } from '@/features/common/payload';
import type { Image, MetaTag } from '@/features/common/schema';
import type { z } from 'zod';
import { CatalogueShapeSchema, CategoryEntitySchema, CouponResponseSchema, ProductEntitySchema, type CategoryEntity, type ProductEntity } from './schema';
import { entityTag } from '@/request/cache-tags';

// Gifts view models in SPEC §3's words. Money is integer minor units.

/** bundle, or bundle__subtype: gift, gift__donation, gift_corporate__custom_price, gift_santa_letter, … */
export type ProductType = string;

export interface Price {
  sku: string;
  /** Minor units. Always 0 for gift__donation (the buyer chooses the amount). */
  amount: number;
  currency: Currency;
}

interface ProductBase {
  id: string;
  title: string;
  url: string;
  type: ProductType;
  /** Price per currency. */
  price: Partial<Record<Currency, Price>>;
  metaTags: MetaTag[];
  /** The backend's cache tag for this product (CONTRACT §9). */
  cacheTag: string;
}

/** Gifts, donation gifts, bundles, Santa letters and corporate gifts. */
export interface Gift extends ProductBase {
  bundle: 'gift' | 'gifts_bundle' | 'gift_santa_letter' | 'gift_corporate';
  isNew: boolean;
  /** gift_corporate__custom_price: the buyer sets the amount. */
  isCustomPrice: boolean;
  image: Image | null;
  annotation: string | null;
  shortDescription: string | null;
  categoryIds: string[];
  ecardActive: boolean;
  ecardDescription: string | null;
  ecardPreviewImage: Image | null;
  postalCardActive: boolean;
  postalDescription: string | null;
  postalImage: Image | null;
  fieldWeight: number;
  fieldBestSellerWeight: number;
  giftsInBundle: string[];
  actionDescription: string | null;
  tileImage: Image | null;
  actionImage: Image | null;
  description: string | null;
  whatYouGetImage: Image | null;
  blocks: Block[];
  /** Santa letters only. */
  landingPageUrl: string | null;
}

export interface FreeGift extends ProductBase {
  bundle: 'gift_free';
  automaticallyAddToBasket: boolean;
  image: Image | null;
  /** Minor units. */
  amount: number;
  /** Basket total (minor units) from which it is offered. */
  threshold: number;
  basketMessage: string | null;
  enjoyMessage: string | null;
}

export type Product = Gift | FreeGift;

export interface GiftCategory {
  id: string;
  url: string;
  title: string;
  pageTitle: string | null;
  blocks: Block[];
  blocksBottom: Block[];
  metaTags: MetaTag[];
  weight: number;
  highlightedColor: string | null;
  isAll: boolean;
  cacheTag: string;
}

export interface Catalogue {
  products: Product[];
  categories: GiftCategory[];
}

/** Where the catalogue lives, from the gifts storefront's settings. */
export interface CatalogueLocation {
  catalogueUrl: string;
  homePath: string;
}

export function productType(entity: ProductEntity): ProductType {
  return entity.fields.subtype ? `${entity.entity_bundle}__${entity.fields.subtype}` : entity.entity_bundle;
}

export function toProduct(entity: ProductEntity, now: Date): Product {
  const type = productType(entity);
  const f = entity.fields;
  const price: Partial<Record<Currency, Price>> = {};
  for (const p of f.prices) {
    price[p.currency] = { sku: p.sku, amount: type === 'gift__donation' ? 0 : toMinor(p.amount), currency: p.currency };
  }
  const base: ProductBase = {
    id: entity.id,
    title: entity.title,
    url: entity.url,
    type,
    price,
    metaTags: entity.metatags,
    cacheTag: entityTag('commerce_product', entity.id),
  };
  if (entity.entity_bundle === 'gift_free') {
    return {
      ...base,
      bundle: 'gift_free',
      automaticallyAddToBasket: f.automatically_add_to_basket,
      image: f.image,
      amount: toMinor(f.amount ?? 0),
      threshold: toMinor(f.threshold ?? 0),
      basketMessage: f.basket_message,
      enjoyMessage: f.enjoy_message,
    };
  }
  return {
    ...base,
    bundle: entity.entity_bundle,
    isNew: f.new_till !== null && Date.parse(f.new_till) > now.getTime(),
    isCustomPrice: type === 'gift_corporate__custom_price',
    image: f.image,
    annotation: f.annotation,
    shortDescription: f.short_description,
    categoryIds: f.category_ids,
    ecardActive: f.ecard_active,
    ecardDescription: f.ecard_description,
    ecardPreviewImage: f.ecard_preview_image,
    postalCardActive: f.postal_card_active,
    postalDescription: f.postal_description,
    postalImage: f.postal_image,
    fieldWeight: f.weight,
    fieldBestSellerWeight: f.best_seller_weight,
    giftsInBundle: f.gifts_in_bundle,
    actionDescription: f.action_description,
    tileImage: f.tile_image,
    actionImage: f.action_image,
    description: f.description,
    whatYouGetImage: f.what_you_get_image,
    blocks: f.blocks,
    landingPageUrl: entity.entity_bundle === 'gift_santa_letter' ? f.landing_page_url : null,
  };
}

/** The 'All gifts' category takes the catalogue URL, or '/' when the catalogue is the home page. */
export function categoryUrl(entity: CategoryEntity, location: CatalogueLocation): string {
  if (!entity.fields.is_all) return entity.url;
  const catalogueIsHome = location.catalogueUrl === '/' || location.catalogueUrl === location.homePath;
  return catalogueIsHome ? '/' : location.catalogueUrl;
}

export function toCategory(entity: CategoryEntity, location: CatalogueLocation): GiftCategory {
  const f = entity.fields;
  return {
    id: entity.id,
    url: categoryUrl(entity, location),
    title: entity.title,
    pageTitle: f.page_title,
    blocks: f.blocks,
    blocksBottom: f.blocks_bottom,
    metaTags: entity.metatags,
    weight: f.weight,
    highlightedColor: f.highlighted_color,
    isAll: f.is_all,
    cacheTag: entityTag('taxonomy_term', entity.id),
  };
}

/** GET /gifts/catalogue's body → view models. Throws a logged PayloadError naming the field. */
export function parseCatalogue(raw: unknown, location: CatalogueLocation, now: Date = new Date()): Catalogue {
  // One product or category that does not fit is logged and left out; the shop carries on.
  const catalogue = parsePayload(CatalogueShapeSchema, raw, 'gifts catalogue');
  return {
    products: catalogue.products.flatMap((p, i) => entry(ProductEntitySchema, p, `gifts catalogue product ${i}`, (e) => toProduct(e, now))),
    categories: catalogue.categories.flatMap((c, i) => entry(CategoryEntitySchema, c, `gifts catalogue category ${i}`, (e) => toCategory(e, location))),
  };
}

function entry<S extends z.ZodType, T>(schema: S, raw: unknown, payload: string, make: (parsed: z.output<S>) => T): T[] {
  try {
    return [make(parsePayload(schema, raw, payload))];
  } catch {
    return []; // logged by parsePayload
  }
}

export function parseProductEntity(raw: unknown, now: Date = new Date()): Product {
  return toProduct(parsePayload(ProductEntitySchema, raw, 'product'), now);
}

export function parseCategoryEntity(raw: unknown, location: CatalogueLocation): GiftCategory {
  return toCategory(parsePayload(CategoryEntitySchema, raw, 'gift category'), location);
}

export type CouponResult =
  | { status: 'fulfilled'; code: string; totalPrice: number; discount: number; offerType: string; freeGiftId: string | null }
  | { status: 'rejected'; errorMessage: string };

/** POST /commerce-promotion/validate-coupon's body; amounts in minor units. */
export function parseCouponResponse(raw: unknown): CouponResult {
  const body = parsePayload(CouponResponseSchema, raw, 'coupon validation');
  if ('errorMessage' in body) return { status: 'rejected', errorMessage: body.errorMessage };
  return {
    status: 'fulfilled',
    code: body.code,
    totalPrice: toMinor(body.totalPrice),
    discount: toMinor(body.discount),
    offerType: body.offerType,
    freeGiftId: body.freeGiftId,
  };
}
