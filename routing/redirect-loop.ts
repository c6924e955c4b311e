import { targetPath } from '../edge/redirects';

// The router's redirects get the checks the configured ones get (edge/redirects.ts): a
// redirect that comes back to where it started, through the router's own redirects or the
// configured ones, would send the reader round for ever (issue 30: settings '/r8 → /r9 → /r8'
// are dropped from the table, but the router serves the same pair).

/** A chain longer than this is refused too: no reader should be sent through five hops. */
export const MAX_REDIRECT_HOPS = 5;

/**
 * True when following `location` from `from` comes back to a path already on the chain, or
 * takes more than MAX_REDIRECT_HOPS. `next` names where a same-site path redirects (the
 * configured table first, then the router), or null where a page answers.
 */
export async function redirectLoops(from: string, location: string, next: (path: string) => Promise<string | null>): Promise<boolean> {
  const seen = new Set([targetPath(from) ?? from]);
  let current = targetPath(location);
  for (let hops = 1; current !== null; hops++) {
    if (seen.has(current) || hops > MAX_REDIRECT_HOPS) return true;
    seen.add(current);
    const onward = await next(current);
    current = onward === null ? null : targetPath(onward);
  }
  return false;
}
