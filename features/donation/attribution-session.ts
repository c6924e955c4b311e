'use client';

import { COOKIE } from '@/edge/flags';
import { ATTRIBUTION_KEY, formatAttribution, parseAttribution, SOURCE_QUERY, type Attribution } from './attribution';

// The attribution in the tab's session ('source;appeal', SPEC §9). Browser only.

export function readAttribution(): Attribution {
  try {
    return parseAttribution(sessionStorage.getItem(ATTRIBUTION_KEY));
  } catch {
    return { source: null, appeal: null };
  }
}

/** The attribution cookie the edge sets from a 'source' query (edge/edge-rules.ts). */
function sourceCookie(): string {
  const entry = document.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${COOKIE.source}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE.source.length + 1)) : '';
}

/**
 * A 'source' query on this page (or the edge's attribution cookie from an earlier page of the
 * visit), remembered in the session with the page's appeal.
 */
export function rememberAttribution(search: URLSearchParams, appeal: string | null): Attribution {
  const current = readAttribution();
  let source = parseAttribution(`${search.get(SOURCE_QUERY) ?? ''};`).source;
  if (!source && !current.source) {
    try {
      source = parseAttribution(`${sourceCookie()};`).source;
    } catch {
      source = null;
    }
  }
  if (!source) return current;
  const next = { source, appeal: appeal ?? current.appeal };
  try {
    sessionStorage.setItem(ATTRIBUTION_KEY, formatAttribution(next));
  } catch {
    // storage blocked: attribution is lost, the donation is not
  }
  return next;
}
