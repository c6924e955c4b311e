import { Link } from '@/features/common/components/Link';
import type { ReactNode } from 'react';

// Links whose URL comes from the backend (menus, banners, blocks, teasers): a path on this site
// goes through ./Link (client navigation, prefetch on intent, the loading bar); anything else
// ('https://…', '//host/x', 'mailto:') stays a plain anchor.

/** '/x' is a path on this site; '//host/x', 'https://…', '#x' and 'mailto:' are not. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

export function SiteLink({ href, className, children }: Props) {
  return isSitePath(href) ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
