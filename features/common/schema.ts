import { z } from 'zod';

// Contract primitives shared by every payload (CONTRACT.md "Conventions"). Unknown extra
// fields are dropped; missing optional fields become null.

/** An optional field: absent or null both read as null. */
export const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** A list the backend may omit: absent or null read as []. */
export const list = <T extends z.ZodType>(schema: T) =>
  z
    .array(schema)
    .nullish()
    .transform((v) => v ?? []);

/** A site path ('/appeal/x') or an absolute http(s) URL. */
export const UrlSchema = z
  .string()
  .min(1)
  .refine((u) => u.startsWith('/') || /^https?:\/\//i.test(u), 'must be a path starting with / or an http(s) URL');

/** ISO 8601 with an offset (CONTRACT: times carry their offset). */
export const DateTimeSchema = z.iso.datetime({ offset: true });

export const ImageSchema = z.object({
  url: UrlSchema,
  alt: z.string().default(''),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type Image = z.output<typeof ImageSchema>;

export const LinkSchema = z.object({ label: z.string().min(1), url: UrlSchema });
export type Link = z.output<typeof LinkSchema>;

export const MetaTagSchema = z.object({
  tag: z.enum(['meta', 'link']),
  attributes: z.record(z.string(), z.string()),
});
export type MetaTag = z.output<typeof MetaTagSchema>;

/** A taxonomy reference; links to the dynamic listing /content/{type}/{value}. */
export const TermRefSchema = z.object({ type: z.string().min(1), value: z.string().min(1), label: z.string() });
export type TermRef = z.output<typeof TermRefSchema>;

export const EntityIdSchema = z.union([z.string().min(1), z.number().int().transform(String)]);

export const HEADER_VARIANTS = ['activism', 'no_navigation'] as const;
export type HeaderVariant = (typeof HEADER_VARIANTS)[number];

/** What every routed entity carries (CONTRACT §1 "Entity"). */
export const EntityBaseShape = {
  id: EntityIdSchema,
  uuid: nullable(z.string()),
  title: z.string(),
  url: UrlSchema,
  changed: nullable(DateTimeSchema),
  header_variant: nullable(z.enum(HEADER_VARIANTS)),
  metatags: list(MetaTagSchema),
};
