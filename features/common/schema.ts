import { z } from 'zod';
import { log } from '@/request/log';
import { describeIssues } from './payload';

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

// Tolerance (docs/contract.md "Required and optional fields"): the backend is a CMS edited
// underneath us. A field the page can live without that does not fit is dropped with a logged
// warning naming it, and the page renders without it; required fields stay strict.

function dropped(field: string, error: Pick<z.ZodError, 'issues'>): void {
  log.warn('payload_field_dropped', { field, problems: describeIssues(error, 2) });
}

/** An optional field: absent or null read as null; a value that does not fit is dropped (logged). */
export const optional = <T extends z.ZodType>(field: string, schema: T) =>
  nullable(schema).catch((ctx) => {
    dropped(field, ctx.error);
    return null;
  });

/** A field with a default: absent or null read as `fallback`; a value that does not fit too (logged). */
export const withDefault = <T extends z.ZodType>(field: string, schema: T, fallback: z.output<T>) =>
  z.unknown().nullish().transform((value): z.output<T> => {
    if (value === undefined || value === null) return fallback;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    dropped(field, result.error);
    return fallback;
  });

/** An optional list: absent, null or not a list read as []; each item that does not fit is dropped (logged). */
export const optionalList = <T extends z.ZodType>(field: string, item: T) =>
  z.unknown().nullish().transform((value): z.output<T>[] => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      log.warn('payload_field_dropped', { field, problems: [`(root): expected array, received ${typeof value}`] });
      return [];
    }
    return value.flatMap((entry, i) => {
      const result = item.safeParse(entry);
      if (result.success) return [result.data as z.output<T>];
      dropped(`${field}.${i}`, result.error);
      return [];
    });
  });

/** What Drupal really sends for a boolean: true/false, 1/0, "1"/"0" (and "true"/"false"). */
export const BooleanishSchema = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** An optional boolean-ish flag with its default; anything else is dropped (logged). */
export const flag = (field: string, fallback: boolean) => withDefault(field, BooleanishSchema, fallback);

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
  uuid: optional('uuid', z.string()),
  title: z.string(),
  url: UrlSchema,
  changed: optional('changed', DateTimeSchema),
  header_variant: optional('header_variant', z.enum(HEADER_VARIANTS)),
  metatags: optionalList('metatags', MetaTagSchema),
};

