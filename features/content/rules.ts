import type { NodeBundle } from './schema';
import type { RouteResult } from './route';

// The content pages' rules as plain functions (SPEC §2, §8), unit-tested in rules.test.ts.

/** Catch-all params → the path to look up: '/a/b', with a trailing '/checkout' stripped (SPEC §2). */
export function contentLookupPath(segments: readonly string[] | string): string {
  const raw = typeof segments === 'string' ? segments : `/${segments.map((s) => safeDecode(s)).join('/')}`;
  let path = raw.replace(/\/+$/, '') || '/';
  if (path.endsWith('/checkout')) path = path.slice(0, -'/checkout'.length) || '/';
  return path;
}

/** A path segment decoded, or as it is when it is not valid percent-encoding. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type PageLayout = 'centered' | 'two-columns' | 'left-aligned';

/** SPEC §2 "Page layouts by type". The knowledge hub landing reads like a listing: left-aligned. */
export const LAYOUT_BY_BUNDLE: Record<NodeBundle, PageLayout> = {
  appeal: 'centered',
  news: 'centered',
  page: 'centered',
  press_release: 'centered',
  publication: 'centered',
  story: 'centered',
  country: 'two-columns',
  regular_giving_upgrades_campaign: 'two-columns',
  section_index_page: 'two-columns',
  standard_info_page: 'two-columns',
  publication_landing: 'left-aligned',
  knowledge_hub: 'left-aligned',
};

/** What a content page does with the router's answer (SPEC §8). */
export type PageOutcome =
  | { kind: 'render' }
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'not-found' }
  | { kind: 'error'; status: number; message: string };

export function pageOutcome(result: RouteResult): PageOutcome {
  switch (result.kind) {
    case 'entity':
      return { kind: 'render' };
    case 'redirect':
      return { kind: 'redirect', location: result.location, permanent: result.statusCode === 301 || result.statusCode === 308 };
    case 'error':
      return result.statusCode === 404 ? { kind: 'not-found' } : { kind: 'error', status: result.statusCode, message: `Routing answered ${result.statusCode}` };
    case 'broken':
      return { kind: 'error', status: 502, message: 'Internal Routing Error.' };
  }
}

/** What the resolver answers for a path the build did not know (app/api/resolve). */
export type ResolverAction =
  | { kind: 'page' }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'status'; status: number };

/** A router answer (or null when the backend failed: 502) → the resolver's exact answer. */
export function resolverAction(result: RouteResult | null): ResolverAction {
  if (!result) return { kind: 'status', status: 502 };
  switch (result.kind) {
    case 'entity':
      return { kind: 'page' };
    case 'redirect':
      return { kind: 'redirect', location: result.location, status: result.statusCode };
    case 'error':
      return { kind: 'status', status: result.statusCode >= 400 && result.statusCode <= 599 ? result.statusCode : 502 };
    case 'broken':
      return { kind: 'status', status: 502 };
  }
}

export const NOT_FOUND_TEXT = "It looks like you're lost...";
export const SORRY_TEXT = 'Sorry, something went wrong. Please try again, or go back to the homepage.';
export const REDIRECTING_TEXT = 'Redirecting...';

/** The error page's texts for a status (SPEC §2 "Error pages"). */
export function errorPageText(status: number): { kind: 'not-found' | 'redirecting' | 'error'; title: string; body: string | null } {
  if (status === 404) return { kind: 'not-found', title: NOT_FOUND_TEXT, body: null };
  if (status >= 300 && status <= 399) return { kind: 'redirecting', title: REDIRECTING_TEXT, body: null };
  return { kind: 'error', title: `Error ${status} occurred`, body: SORRY_TEXT };
}

/** Statuses the status pages accept (anything else is not a status page: 404). */
export function isPageStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 300 && status <= 599;
}

/** The main site shows content nodes only; gift products and categories belong to the gifts shop. */
export function storefrontShows(storefront: 'main' | 'gifts', entityType: 'node' | 'commerce_product' | 'taxonomy_term'): boolean {
  return storefront === 'gifts' || entityType === 'node';
}
