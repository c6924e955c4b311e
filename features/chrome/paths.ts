// Path matching shared by the header rule and the appeal banner's visibility rules.
//
// One rule for every list of paths the content backend sends:
// - Paths are compared normalised: origin, query and fragment dropped, repeated slashes
//   collapsed, a leading slash ensured, trailing slashes removed ('/' stays '/'), lower-cased
//   (the backend's path aliases are case-insensitive).
// - An entry ending in '*' is a prefix: the path must start with what comes before the '*'
//   ('/appeal/*' matches '/appeal/x' but not '/appeal'; '*' alone matches every path).
//   A '*' anywhere else is an ordinary character.
// - Any other entry is an exact path. In a 'section' list (path_start) an exact entry also
//   matches every path below it, at a '/' boundary: '/news' matches '/news' and '/news/x'
//   but not '/newsletter'.
// - Blank entries are ignored, so an editor's empty row never matches every page.

function stripToPath(input: string): string {
  let path = input.trim().replace(/^https?:\/\/[^/?#]*/i, '');
  path = path.split(/[?#]/, 1)[0] ?? '';
  path = path.replace(/\/{2,}/g, '/');
  return (path.startsWith('/') ? path : `/${path}`).toLowerCase();
}

/** '/News/x/?page=2' → '/news/x'; '' → '/'. */
export function normalisePath(input: string): string {
  const path = stripToPath(input);
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export type PathListKind = 'exact' | 'section';

/** Does one configured entry match an already normalised path? */
export function matchesPathEntry(entry: string, path: string, kind: PathListKind): boolean {
  const trimmed = entry.trim();
  if (trimmed === '') return false;
  if (trimmed.endsWith('*')) {
    // The prefix keeps its trailing slash: '/appeal/*' must not match '/appeals'.
    const prefix = stripToPath(trimmed.replace(/\*+$/, ''));
    return path.startsWith(prefix);
  }
  const exact = normalisePath(trimmed);
  if (path === exact) return true;
  return kind === 'section' && (exact === '/' || path.startsWith(`${exact}/`));
}

/** Does any entry of a configured list match the path? (Normalises the path itself.) */
export function matchesAnyPath(entries: readonly string[], path: string, kind: PathListKind): boolean {
  const normalised = normalisePath(path);
  return entries.some((entry) => matchesPathEntry(entry, normalised, kind));
}

/** The entries that can match anything (blank ones dropped). */
export function meaningfulEntries(entries: readonly string[]): string[] {
  return entries.filter((entry) => entry.trim() !== '');
}
