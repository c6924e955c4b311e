import { z } from 'zod';
import { EMBED_KINDS, type EmbedKind } from '@/features/blocks';
import { DateTimeSchema, ImageSchema, LinkSchema, list, nullable, UrlSchema } from '@/features/common/schema';

// Site settings as the backend sends them (CONTRACT §2), one schema per section so that a
// bad section falls back on its own (see ./settings.ts).

export interface MenuLink {
  title: string;
  url: string;
  children: MenuLink[];
}
export const MenuLinkSchema: z.ZodType<MenuLink, unknown> = z.lazy(() =>
  z.object({ title: z.string().min(1), url: UrlSchema, children: list(MenuLinkSchema) }),
);

export const VisibilitySchema = z.object({
  content_types: list(z.string()),
  path_match: list(z.string()),
  path_start: list(z.string()),
  path_exclude: list(z.string()),
});

export const AppealBannerSchema = z.object({
  active: z.boolean(),
  emergency: z.boolean().default(false),
  emergency_tag: nullable(z.string()),
  label: z.string(),
  text: z.string(),
  url: UrlSchema,
  visibility: VisibilitySchema.nullish().transform((v) => v ?? { content_types: [], path_match: [], path_start: [], path_exclude: [] }),
});

export const EventBannerSchema = z.object({
  active: z.boolean(),
  title: z.string(),
  text: z.string(),
  cta1: LinkSchema,
  cta2: nullable(LinkSchema),
});

export const SettingsSectionSchemas = {
  front_page: UrlSchema,
  gifts: z.object({
    home_path: UrlSchema,
    catalogue_url: UrlSchema,
    regions: list(z.object({ image: nullable(ImageSchema), label: z.string().min(1), country_code: z.string().min(2).max(3), link: UrlSchema })),
  }),
  menus: z.object({ header: list(MenuLinkSchema), footer: list(MenuLinkSchema) }),
  banners: z.object({ appeal: nullable(AppealBannerSchema), event: nullable(EventBannerSchema) }),
  checkout: z.object({
    captcha_card: z.boolean().default(false),
    captcha_wallet: z.boolean().default(false),
    captcha_webforms: z.boolean().default(false),
    stripe_payment_request: z.boolean().default(false),
    revolut_pay: z.boolean().default(false),
    tooltips: z.record(z.string(), z.string()).nullish().transform((t) => t ?? {}),
  }),
  consent: z.object(Object.fromEntries(EMBED_KINDS.map((kind) => [kind, z.string()])) as Record<EmbedKind, z.ZodString>),
  redirects: z.array(z.unknown()),
  source_codes: list(z.object({ code: z.string().min(1), label: z.string(), starts_at: DateTimeSchema })),
} as const;

/** One configured redirect; entries that do not fit are skipped one by one. */
export const RedirectSchema = z.object({
  from: z.string().regex(/^\/[^\s]*$/, 'must be a path starting with /'),
  to: UrlSchema,
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
});
export type Redirect = z.output<typeof RedirectSchema>;
