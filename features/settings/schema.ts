import { z } from 'zod';
import { EMBED_KINDS, type EmbedKind } from '@/features/common/embed-kinds';
import { BooleanishSchema, DateTimeSchema, flag, ImageSchema, LinkSchema, list, nullable, optional, optionalList, UrlSchema } from '@/features/common/schema';

// Site settings as the backend sends them (CONTRACT §2), one schema per section so that a
// bad section falls back on its own (see ./settings.ts).

export interface MenuLink {
  title: string;
  url: string;
  children: MenuLink[];
}
export const MenuLinkSchema: z.ZodType<MenuLink, unknown> = z.lazy(() =>
  z.object({ title: z.string().min(1), url: UrlSchema, children: optionalList('menu item children', MenuLinkSchema) }),
);

export const VisibilitySchema = z.object({
  content_types: list(z.string()),
  path_match: list(z.string()),
  path_start: list(z.string()),
  path_exclude: list(z.string()),
});

export const AppealBannerSchema = z.object({
  active: BooleanishSchema,
  emergency: flag('banners.appeal.emergency', false),
  emergency_tag: optional('banners.appeal.emergency_tag', z.string()),
  label: z.string(),
  text: z.string(),
  url: UrlSchema,
  visibility: VisibilitySchema.nullish().transform((v) => v ?? { content_types: [], path_match: [], path_start: [], path_exclude: [] }),
});

export const EventBannerSchema = z.object({
  active: BooleanishSchema,
  title: z.string(),
  text: z.string(),
  cta1: LinkSchema,
  cta2: optional('banners.event.cta2', LinkSchema),
});

/** A register entry: 'Charity Commission for England and Wales', '1099175', its register page. */
export const CharityNumberSchema = z.object({
  label: z.string().trim().min(1),
  number: z.string().trim().min(1),
  // A link the footer can show as it is: only an absolute http(s) URL (a bad one drops the link, not the number).
  url: optional('charity.numbers.url', z.url({ protocol: /^https?$/ })),
});

/** A fundraising standard the charity keeps: 'Fundraising Regulator', its page (a mark shown at payment). */
export const FundraisingStandardSchema = z.object({
  label: z.string().trim().min(1),
  url: z.url({ protocol: /^https?$/ }),
});

/**
 * Who runs the site (optional, added to CONTRACT §2 by this project): the organisation's name,
 * its address line and its registered numbers, shown in every footer, and the fundraising
 * standards it keeps (optional, issue 40: shown beside the ways to pay in both checkouts).
 * Absent or malformed: the footer shows no numbers, the checkouts no mark (a malformed entry
 * is logged and dropped).
 */
export const CharitySchema = z.object({
  name: z.string().trim().min(1),
  address: optional('charity.address', z.string().trim().min(1)),
  numbers: optionalList('charity.numbers', CharityNumberSchema),
  standards: optionalList('charity.standards', FundraisingStandardSchema),
});

export const SettingsSectionSchemas = {
  front_page: UrlSchema,
  gifts: z.object({
    home_path: UrlSchema,
    catalogue_url: UrlSchema,
    regions: optionalList('gifts.regions', z.object({ image: nullable(ImageSchema), label: z.string().min(1), country_code: z.string().min(2).max(3), link: UrlSchema })),
  }),
  menus: z.object({ header: optionalList('menus.header', MenuLinkSchema), footer: optionalList('menus.footer', MenuLinkSchema) }),
  banners: z.object({ appeal: optional('banners.appeal', AppealBannerSchema), event: optional('banners.event', EventBannerSchema) }),
  checkout: z.object({
    captcha_card: flag('checkout.captcha_card', false),
    captcha_wallet: flag('checkout.captcha_wallet', false),
    captcha_webforms: flag('checkout.captcha_webforms', false),
    stripe_payment_request: flag('checkout.stripe_payment_request', false),
    revolut_pay: flag('checkout.revolut_pay', false),
    tooltips: z.record(z.string(), z.string()).nullish().transform((t) => t ?? {}),
  }),
  consent: z.object(Object.fromEntries(EMBED_KINDS.map((kind) => [kind, z.string()])) as Record<EmbedKind, z.ZodString>),
  redirects: z.array(z.unknown()),
  source_codes: optionalList('source_codes', z.object({ code: z.string().min(1), label: z.string(), starts_at: DateTimeSchema })),
  charity: optional('charity', CharitySchema),
} as const;

/** One configured redirect; entries that do not fit are skipped one by one. */
export const RedirectSchema = z.object({
  from: z.string().regex(/^\/[^\s]*$/, 'must be a path starting with /'),
  to: UrlSchema,
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
});
export type Redirect = z.output<typeof RedirectSchema>;
