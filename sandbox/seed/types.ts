// The sandbox's own picture of the backend's payloads (CONTRACT.md, the backend's side).
// Deliberately separate from the site's zod schemas: the contract tests parse every sandbox
// answer with the site's schemas, so the two can only drift loudly.

export type Country = 'IE' | 'GB';
export type Currency = 'EUR' | 'GBP' | 'USD';
export type Storefront = 'main' | 'gifts';

export interface Image {
  /** Served by the sandbox: '/images/<name>.png' (rasterised from sandbox/images/<name>.svg). */
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface Link {
  label: string;
  url: string;
}

export interface MetaTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

export interface TermRef {
  /** 'country' | 'topic' | 'theme' (knowledge-hub theme) */
  type: string;
  value: string;
  label: string;
}

export interface Teaser {
  title: string;
  url: string;
  summary: string;
  image: Image | null;
  bundle: string;
  date: string | null;
}

export interface Preset {
  amount: number;
  amount_to: number | null;
  /** Contains '{AMOUNT}'. */
  text: string;
  image: Image | null;
}

export type Block =
  | { type: 'text'; html: string }
  | { type: 'image'; image: Image; caption: string | null }
  | { type: 'hero'; title: string; subtitle: string | null; image: Image | null; cta: Link | null }
  | {
      type: 'donation_hero' | 'donation_inline';
      appeal_id: string;
      default_type: 'single' | 'monthly';
      presets: { single: Preset[]; monthly: Preset[] };
      min_amount: number;
      ask_school_name: boolean;
    }
  | { type: 'teasers'; title: string | null; items: Teaser[] }
  | { type: 'quote'; text: string; author: string | null }
  | { type: 'embed'; kind: 'youtube' | 'vimeo' | 'twitter' | 'instagram' | 'iframe'; url: string; title: string }
  | { type: 'accordion'; items: { title: string; html: string }[] }
  | { type: 'cta'; title: string; text: string | null; links: Link[] }
  | { type: 'stats'; items: { value: string; label: string }[] }
  | { type: 'gifts_list'; title: string | null; product_ids: string[] };

export const NODE_BUNDLES = [
  'appeal',
  'news',
  'page',
  'press_release',
  'publication',
  'story',
  'country',
  'regular_giving_upgrades_campaign',
  'section_index_page',
  'standard_info_page',
  'publication_landing',
  'knowledge_hub',
] as const;
export type NodeBundle = (typeof NODE_BUNDLES)[number];

export interface NodeFields {
  summary: string | null;
  image: Image | null;
  published: boolean;
  country: TermRef | null;
  topics: TermRef[];
  blocks: Block[];
  sidebar_blocks: Block[];
  /** Appeals only (and pages that take donations). */
  appeal_id?: string | null;
  /** Publications only. */
  file?: { url: string; size: number; mime: string } | null;
}

interface EntityBase {
  id: string;
  uuid: string;
  title: string;
  url: string;
  /** ISO 8601 with offset. */
  changed: string;
  header_variant: null | 'activism' | 'no_navigation';
  metatags: MetaTag[];
}

export interface NodeEntity extends EntityBase {
  entity_type: 'node';
  entity_bundle: NodeBundle;
  fields: NodeFields;
}

export type ProductBundle = 'gift' | 'gift_corporate' | 'gift_santa_letter' | 'gift_free' | 'gifts_bundle';

export interface Price {
  sku: string;
  amount: number;
  currency: Currency;
}

export interface ProductFields {
  subtype: 'donation' | 'custom_price' | null;
  prices: Price[];
  new_till: string | null;
  image: Image | null;
  annotation: string | null;
  short_description: string | null;
  category_ids: string[];
  ecard_active: boolean;
  ecard_description: string | null;
  ecard_preview_image: Image | null;
  postal_card_active: boolean;
  postal_description: string | null;
  postal_image: Image | null;
  weight: number;
  best_seller_weight: number;
  gifts_in_bundle: string[];
  action_description: string | null;
  tile_image: Image | null;
  action_image: Image | null;
  description: string | null;
  what_you_get_image: Image | null;
  blocks: Block[];
  /** Santa letters. */
  landing_page_url: string | null;
  /** Free gifts. */
  automatically_add_to_basket: boolean;
  amount: number | null;
  threshold: number | null;
  basket_message: string | null;
  enjoy_message: string | null;
}

export interface ProductEntity extends EntityBase {
  entity_type: 'commerce_product';
  entity_bundle: ProductBundle;
  fields: ProductFields;
}

export interface CategoryFields {
  page_title: string | null;
  blocks: Block[];
  blocks_bottom: Block[];
  weight: number;
  highlighted_color: string | null;
  is_all: boolean;
}

export interface CategoryEntity extends EntityBase {
  entity_type: 'taxonomy_term';
  entity_bundle: 'gift_category';
  fields: CategoryFields;
}

export type Entity = NodeEntity | ProductEntity | CategoryEntity;

export interface MenuLink {
  title: string;
  url: string;
  children?: MenuLink[];
}

export interface SiteSettings {
  front_page: string;
  gifts: {
    home_path: string;
    catalogue_url: string;
    regions: { image: Image; label: string; country_code: string; link: string }[];
  };
  menus: { header: MenuLink[]; footer: MenuLink[] };
  banners: {
    appeal: {
      active: boolean;
      emergency: boolean;
      emergency_tag: string | null;
      label: string;
      text: string;
      url: string;
      visibility: { content_types: string[]; path_match: string[]; path_start: string[]; path_exclude: string[] };
    } | null;
    event: { active: boolean; title: string; text: string; cta1: Link; cta2: Link | null } | null;
  };
  checkout: {
    captcha_card: boolean;
    captcha_wallet: boolean;
    captcha_webforms: boolean;
    stripe_payment_request: boolean;
    revolut_pay: boolean;
    tooltips: Record<string, string>;
  };
  consent: Record<'youtube' | 'vimeo' | 'twitter' | 'instagram' | 'iframe', string>;
  redirects: { from: string; to: string; status: 301 | 302 }[];
  source_codes: { code: string; label: string; starts_at: string }[];
  /** Who runs the site and its registered numbers, linked to the public registers (optional in the contract). */
  charity?: {
    name: string;
    address: string | null;
    numbers: { label: string; number: string; url: string | null }[];
    /** The fundraising standards the charity keeps (issue 40): each body's name and its page. */
    standards?: { label: string; url: string }[];
  };
}

export interface Coupon {
  code: string;
  /** ISO 8601; an expired coupon answers an errorMessage. */
  expires_at: string | null;
  offer: { type: 'percentage'; percent: number } | { type: 'fixed'; amount: number } | { type: 'free_gift'; product_id: string };
  /** Minimum basket total (major units) for the coupon to apply, or null. */
  min_total: number | null;
}

/** What one country's sandbox serves. */
export interface CountrySeed {
  country: Country;
  currency: Currency;
  nodes: NodeEntity[];
  products: ProductEntity[];
  categories: CategoryEntity[];
  settings: Record<Storefront, SiteSettings>;
  coupons: Coupon[];
  /** Old paths the router answers with a redirect (statusCode 301/302 and the target). */
  routerRedirects: { from: string; to: string; status: 301 | 302 }[];
}
