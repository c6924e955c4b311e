import { z } from 'zod';
import { BlocksSchema } from '@/features/blocks';
import { CURRENCIES } from '@/features/common/money';
import { DateTimeSchema, EntityBaseShape, EntityIdSchema, ImageSchema, list, nullable, UrlSchema } from '@/features/common/schema';

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
    subtype: nullable(z.string().min(1)),
    prices: z.array(PriceSchema).min(1),
    new_till: nullable(DateTimeSchema),
    image: nullable(ImageSchema),
    annotation: nullable(z.string()),
    short_description: nullable(z.string()),
    category_ids: list(EntityIdSchema),
    ecard_active: z.boolean().default(false),
    ecard_description: nullable(z.string()),
    ecard_preview_image: nullable(ImageSchema),
    postal_card_active: z.boolean().default(false),
    postal_description: nullable(z.string()),
    postal_image: nullable(ImageSchema),
    weight: z.number().default(0),
    best_seller_weight: z.number().default(0),
    gifts_in_bundle: list(EntityIdSchema),
    action_description: nullable(z.string()),
    tile_image: nullable(ImageSchema),
    action_image: nullable(ImageSchema),
    description: nullable(z.string()),
    what_you_get_image: nullable(ImageSchema),
    blocks: BlocksSchema,
    landing_page_url: nullable(UrlSchema),
    automatically_add_to_basket: z.boolean().default(false),
    amount: nullable(z.number().min(0)),
    threshold: nullable(z.number().min(0)),
    basket_message: nullable(z.string()),
    enjoy_message: nullable(z.string()),
  }),
});
export type ProductEntity = z.output<typeof ProductEntitySchema>;

export const CategoryEntitySchema = z.object({
  entity_type: z.literal('taxonomy_term'),
  entity_bundle: z.literal('gift_category'),
  ...EntityBaseShape,
  fields: z.object({
    page_title: nullable(z.string()),
    blocks: BlocksSchema,
    blocks_bottom: BlocksSchema,
    weight: z.number().default(0),
    highlighted_color: nullable(z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour such as #e5007d')),
    is_all: z.boolean().default(false),
  }),
});
export type CategoryEntity = z.output<typeof CategoryEntitySchema>;

/** The catalogue's outer shape; its entries are parsed one by one (./catalogue.ts). */
export const CatalogueShapeSchema = z.object({ products: z.array(z.unknown()), categories: z.array(z.unknown()) });

export const CatalogueSchema = z.object({
  products: z.array(ProductEntitySchema),
  categories: z.array(CategoryEntitySchema),
});

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
