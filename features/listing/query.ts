import { z } from 'zod';
import { MAX_KEYS_LENGTH, MAX_PAGE } from './page-json';
import { searchKeysOf } from './search-keys';
import { KNOWLEDGE_HUB_THEMES } from './themes';

// The query strings the listing route handlers accept (app/api/search), validated once here.
// Pure: shared by the handlers and their unit tests.

const PAGE_MESSAGE = `The page must be a whole number from 0 to ${MAX_PAGE}.`;

/** '0'…'50' → a number; absent → 0. */
const PageSchema = z
  .string()
  .regex(/^\d{1,3}$/, PAGE_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().min(0, PAGE_MESSAGE).max(MAX_PAGE, PAGE_MESSAGE))
  .default(0);

/** A taxonomy type or value as it appears in /content/{type}/{value}. */
const termPart = (name: string, max: number) =>
  z
    .string({ message: `The ${name} is required.` })
    .regex(new RegExp(`^[a-z0-9][a-z0-9_-]{0,${max - 1}}$`, 'i'), `The ${name} must be 1 to ${max} letters, digits, '-' or '_'.`);

export const SearchQuerySchema = z.object({
  keys: z
    .string({ message: 'Enter something to search for.' })
    .trim()
    .min(1, 'Enter something to search for.')
    .max(MAX_KEYS_LENGTH, `Search for at most ${MAX_KEYS_LENGTH} characters.`),
  page: PageSchema,
});
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/** More of a listing: a taxonomy term (/content/{type}/{value}) or a knowledge hub theme. */
export const TermListingQuerySchema = z.object({ type: termPart('type', 64), value: termPart('value', 128), page: PageSchema });
export const ThemeListingQuerySchema = z.object({
  theme: z.enum(KNOWLEDGE_HUB_THEMES, { message: 'Unknown knowledge hub theme.' }),
  page: PageSchema,
});
export type ListingQuery = z.output<typeof TermListingQuerySchema> | z.output<typeof ThemeListingQuerySchema>;

export type QueryResult<T> = { ok: true; query: T } | { ok: false; message: string };

/** The first value of each parameter; an absent parameter stays absent. */
function paramsOf(params: URLSearchParams, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}

function parseWith<S extends z.ZodType>(schema: S, input: Record<string, string>): QueryResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, query: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid query.' };
}

/** ?keys= or ?q= (searchKeysOf) and ?page=. */
export function parseSearchQuery(params: URLSearchParams): QueryResult<SearchQuery> {
  const keys = searchKeysOf(params);
  return parseWith(SearchQuerySchema, { ...paramsOf(params, ['page']), ...(keys ? { keys } : {}) });
}

export function parseListingQuery(params: URLSearchParams): QueryResult<ListingQuery> {
  const input = paramsOf(params, ['type', 'value', 'theme', 'page']);
  // One kind or the other: 'theme' picks the knowledge hub, anything else a taxonomy term.
  if ('theme' in input) {
    if ('type' in input || 'value' in input) return { ok: false, message: 'Ask for a theme or a type and value, not both.' };
    return parseWith(ThemeListingQuerySchema, input);
  }
  return parseWith(TermListingQuerySchema, input);
}

/** True when /content/{type}/{value} names a term the backend could know (else: 404 unasked). */
export function isTermPath(type: string, value: string): boolean {
  return TermListingQuerySchema.safeParse({ type, value }).success;
}
