// Links to this site's pages are rendered by the server as plain anchors carrying this
// attribute (SiteLink, SoftLink). One island in the root layout (features/chrome/ClientNavigation)
// turns a plain click on one into a client navigation and prefetches its page when the reader
// points at it: one listener for the page instead of a hydrated next/link per link (issue 39).

export const SOFT_LINK_ATTRIBUTE = 'data-soft-link';

/** What softDestination reads of an anchor (an HTMLAnchorElement in the browser). */
export type AnchorLike = Pick<HTMLAnchorElement, 'target' | 'getAttribute' | 'hasAttribute'>;

/** Where a click on `anchor` leads when the site should navigate itself, or null when the browser should. */
export function softDestination(anchor: AnchorLike, here: { href: string; origin: string; pathname: string; search: string }): URL | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href') ?? '', here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  // The page itself, or a place in it: the browser scrolls there.
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}
