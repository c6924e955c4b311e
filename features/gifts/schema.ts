import { z } from 'zod';
import { BlocksSchema, optionalBlocks } from '@/features/blocks';
import { CURRENCIES } from '@/features/common/money';
import { DateTimeSchema, EntityBaseShape, EntityIdSchema, BooleanishSchema, flag, ImageSchema, nullable, optional, optionalList, UrlSchema, withDefault } from '@/features/common/schema';

// Gifts payloads as the backend sends them (CONTRACT §1 product and category entities, §5
// catalogue, §7 coupon). View models are made from these in ./catalogue.ts.

export const PRODUCT_BUNDLES = ['gift', 'gift_corporate', 'gift_santa_letter', 'gift_free', 'gifts_bundle'] as const;

export const PriceSchema = z.object({
  sku: z.string().min(1),
  amount: z.number().min(0),
  currency: z.enum(CURRENCIES),
});

export const ProductEntitySchema = z.object({
  entity_type: z.literal('commerce_product'),
  entity_bundle: z.enum(PRODUCT_BUNDLES),
  ...EntityBaseShape,
  fields: z.object({
    // Required beyond the entity's own: what decides the price (subtype, prices, and a free
    // gift's amount and threshold). The rest is dropped with a warning when it does not fit.
    subtype: nullable(z.string().min(1)),
    prices: z.array(PriceSchema).min(1),
    new_till: optional('product.new_till', DateTimeSchema),
    image: optional('product.image', ImageSchema),
    annotation: optional('product.annotation', z.string()),
    short_description: optional('product.short_description', z.string()),
    category_ids: optionalList('product.category_ids', EntityIdSchema),
    ecard_active: flag('product.ecard_active', false),
    ecard_description: optional('product.ecard_description', z.string()),
    ecard_preview_image: optional('product.ecard_preview_image', ImageSchema),
    postal_card_active: flag('product.postal_card_active', false),
    postal_description: optional('product.postal_description', z.string()),
    postal_image: optional('product.postal_image', ImageSchema),
    weight: withDefault('product.weight', z.number(), 0),
    best_seller_weight: withDefault('product.best_seller_weight', z.number(), 0),
    gifts_in_bundle: optionalList('product.gifts_in_bundle', EntityIdSchema),
    action_description: optional('product.action_description', z.string()),
    tile_image: optional('product.tile_image', ImageSchema),
    action_image: optional('product.action_image', ImageSchema),
    description: optional('product.description', z.string()),
    what_you_get_image: optional('product.what_you_get_image', ImageSchema),
    blocks: optionalBlocks('product.blocks'),
    landing_page_url: optional('product.landing_page_url', UrlSchema),
    automatically_add_to_basket: flag('product.automatically_add_to_basket', false),
    amount: nullable(z.number().min(0)),
    threshold: nullable(z.number().min(0)),
    basket_message: optional('product.basket_message', z.string()),
    enjoy_message: optional('product.enjoy_message', z.string()),
  }),
});
export type ProductEntity = z.output<typeof ProductEntitySchema>;

export const CategoryEntitySchema = z.object({
  entity_type: z.literal('taxonomy_term'),
  entity_bundle: z.literal('gift_category'),
  ...EntityBaseShape,
  fields: z.object({
    // Required beyond the entity's own: is_all (it decides the category's URL).
    page_title: optional('category.page_title', z.string()),
    blocks: BlocksSchema,
    blocks_bottom: optionalBlocks('category.blocks_bottom'),
    weight: withDefault('category.weight', z.number(), 0),
    highlighted_color: optional('category.highlighted_color', z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour such as #e5007d')),
    is_all: BooleanishSchema.nullish().transform((v) => v ?? false),
  }),
});
export type CategoryEntity = z.output<typeof CategoryEntitySchema>;

/** The catalogue's outer shape; its entries are parsed one by one (./catalogue.ts). */
export const CatalogueShapeSchema = z.object({ products: z.array(z.unknown()), categories: z.array(z.unknown()) });

/** 200 with either the applied coupon or an errorMessage (CONTRACT §7). */
export const CouponResponseSchema = z.union([
  z.object({ errorMessage: z.string().min(1) }),
  z.object({
    code: z.string().min(1),
    totalPrice: z.union([z.number(), z.string()]),
    discount: z.union([z.number(), z.string()]),
    offerType: z.string().min(1),
    freeGiftId: nullable(EntityIdSchema),
  }),
]);
