'use client';

import { attributionSource } from '@/features/common/modes';
import { ATTRIBUTION_KEY, formatAttribution, parseAttribution, SOURCE_QUERY, type Attribution } from './attribution';

// The attribution in the tab's session ('source;appeal', SPEC §9). Browser only.

export function readAttribution(): Attribution {
  try {
    return parseAttribution(sessionStorage.getItem(ATTRIBUTION_KEY));
  } catch {
    return { source: null, appeal: null };
  }
}

/**
 * A 'source' query on this page (or the attribution cookie an earlier page of the visit set,
 * features/common/components/SessionFlags.tsx), remembered in the session with the page's appeal.
 */
export function rememberAttribution(search: URLSearchParams, appeal: string | null): Attribution {
  const current = readAttribution();
  let source = parseAttribution(`${search.get(SOURCE_QUERY) ?? ''};`).source;
  if (!source && !current.source) {
    source = parseAttribution(`${attributionSource() ?? ''};`).source;
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
