import { contentLookupPath as lookupPathOf, ROUTING_ERROR_SLUG } from '@/routing/decide';
import type { NodeBundle } from './schema';

// The content pages' rules as plain functions (SPEC §2, §8), unit-tested in rules.test.ts.

/** Catch-all params → the path to look up: '/a/b', with a trailing '/checkout' stripped (SPEC §2). */
export function contentLookupPath(segments: readonly string[] | string): string {
  const raw = typeof segments === 'string' ? segments : `/${segments.map((s) => safeDecode(s)).join('/')}`;
  return lookupPathOf(raw.replace(/\/+$/, '') || '/');
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

/** SPEC §8: the 502 of an empty entity route says so. */
export const ROUTING_ERROR_TEXT = 'Internal Routing Error.';

/** A status page's slug (app/<storefront>/http-status/<slug>): a status, or the routing error's own slug. */
export function statusPageOf(slug: string): { status: number; detail?: string } | null {
  if (slug === ROUTING_ERROR_SLUG) return { status: 502, detail: ROUTING_ERROR_TEXT };
  const status = /^\d{3}$/.test(slug) ? Number(slug) : NaN;
  return isPageStatus(status) ? { status } : null;
}

/** The slugs the build renders (any other status renders on its first request). */
export const STATUS_PAGE_SLUGS = ['401', '403', '404', '410', '429', '500', '502', '503', ROUTING_ERROR_SLUG];
