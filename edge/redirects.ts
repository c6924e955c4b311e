import { log } from '../request/log';

// Configured redirects (SPEC §2) as a table the middleware reads without the backend; an entry that cannot work (malformed,
// to itself, a duplicate, on a loop) is skipped and logged.

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;
export type RedirectTarget = { location: string; status: RedirectStatus };
export type RedirectTable = ReadonlyMap<string, RedirectTarget>;

export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** '/About-Us/' → '/About-Us' (paths are case-sensitive); keeps '/'. */
export const normaliseRedirectPath = (path: string): string => path.replace(/\/+$/, '') || '/';

/** The same-site path a target points to, for loop detection ('/a?x=1' → '/a'); null for other sites. */
export function targetPath(to: string): string | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null;
  return normaliseRedirectPath(to.split(/[?#]/)[0]!);
}

const isUsableSource = (from: unknown): from is string => typeof from === 'string' && /^\/[^\s?#]{0,2047}$/.test(from) && !from.startsWith('//');

/** A target a reader may be sent to: a same-site path, or an http(s) URL; never '//host' or '/\\host' (another site), nor a backslash or space. */
export function isUsableTarget(to: unknown): to is string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2048 || /[\s\\]/.test(to)) return false;
  if (to.startsWith('/')) return !to.startsWith('//');
  try {
    const url = new URL(to);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function compileRedirects(entries: readonly unknown[], context: Record<string, unknown> = {}): RedirectTable {
  const skip = (reason: string, entry: unknown) => log.warn('redirect_skipped', { ...context, reason, entry });
  const table = new Map<string, RedirectTarget>();
  for (const entry of entries) {
    const { from, to, status } = (entry ?? {}) as { from?: unknown; to?: unknown; status?: unknown };
    const usable = isUsableSource(from) && isUsableTarget(to) && typeof status === 'number' && REDIRECT_STATUSES.has(status);
    const source = usable ? normaliseRedirectPath(from) : '';
    const problem = !usable ? 'malformed' : targetPath(to) === source ? 'redirects to itself' : table.has(source) ? 'duplicate source' : null;
    if (problem) skip(problem, entry);
    else table.set(source, { location: to as string, status: status as RedirectStatus });
  }
  // Loops: an entry whose chain of same-site targets comes back to it would send the reader round for ever.
  const leadsBack = (start: string) => {
    for (let at = targetPath(table.get(start)!.location), hops = 0; at !== null && table.has(at) && hops < table.size; hops++) {
      if (at === start) return true;
      at = targetPath(table.get(at)!.location);
    }
    return false;
  };
  for (const source of [...table.keys()].filter(leadsBack)) {
    skip('loop', { from: source, ...table.get(source) });
    table.delete(source);
  }
  return table;
}

/** The redirect for a reader's path, if one is configured. */
export function findRedirect(table: RedirectTable, path: string): RedirectTarget | null {
  return table.get(normaliseRedirectPath(path)) ?? null;
}
