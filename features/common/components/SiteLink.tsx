import type { ComponentProps, ReactNode } from 'react';
import { SOFT_LINK_ATTRIBUTE } from '../soft-link';

// Links whose URL comes from the backend (menus, banners, blocks, teasers): a path on this site
// is a SoftLink (a client navigation with the loading bar, its page prefetched on intent);
// anything else ('https://…', '//host/x', 'mailto:') stays a plain anchor.

/** '/x' is a path on this site; '//host/x', 'https://…', '#x' and 'mailto:' are not. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * A link to a page of this site from a server component: a plain anchor, no client code of its
 * own. features/chrome/ClientNavigation makes a plain click on it a client navigation and
 * prefetches the page when the reader points at it (../soft-link.ts). Client components use
 * ./Link (next/link) instead.
 */
export function SoftLink({ href, ...rest }: ComponentProps<'a'> & { href: string }) {
  return <a {...rest} href={href} {...{ [SOFT_LINK_ATTRIBUTE]: '' }} />;
}

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

export function SiteLink({ href, className, children }: Props) {
  return isSitePath(href) ? (
    <SoftLink href={href} className={className}>
      {children}
    </SoftLink>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
