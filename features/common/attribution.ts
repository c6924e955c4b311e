import { isUuid, QUERY } from '@/edge/flags';
import type { Country } from './money';

// Attribution (SPEC §3, §9): kept in the tab's session as 'source;appeal'. The source code is
// a UUID and only codes whose startsAt has passed are offered (the page passes those). The
// special appeal ids (IE 1175 and 1176, others 1090 and 167) stand in when no appeal is known:
// the first for single gifts, the second for monthly ones.

export const ATTRIBUTION_KEY = 'cw_attribution';
export const SOURCE_QUERY = QUERY.source;

export const SPECIAL_APPEALS: Record<Country, readonly [string, string]> = { IE: ['1175', '1176'], GB: ['1090', '167'] };

export interface Attribution {
  source: string | null;
  appeal: string | null;
}

export function formatAttribution({ source, appeal }: Attribution): string {
  return `${source ?? ''};${appeal ?? ''}`;
}

export function parseAttribution(raw: string | null | undefined): Attribution {
  if (!raw) return { source: null, appeal: null };
  const [source = '', appeal = ''] = raw.split(';', 2);
  return {
    source: isUuid(source) ? source.trim().toLowerCase() : null,
    appeal: /^\d{1,12}$/.test(appeal.trim()) ? appeal.trim() : null,
  };
}

/** The source code to send: the attribution's, if it is one of the codes on offer now. */
export function offeredSource(attribution: Attribution, offered: readonly { code: string }[]): string | null {
  if (!attribution.source) return null;
  return offered.some((s) => s.code.toLowerCase() === attribution.source) ? attribution.source : null;
}

/** field_appeal: the block's appeal, else the session's, else the country's special appeal for the type. */
export function appealFor(country: Country, kind: 'single' | 'monthly', blockAppeal: string | null, attribution: Attribution): string {
  return blockAppeal ?? attribution.appeal ?? SPECIAL_APPEALS[country][kind === 'monthly' ? 1 : 0];
}
