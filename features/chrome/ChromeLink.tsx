import Link from 'next/link';
import type { ReactNode } from 'react';

// Menu and banner URLs come from the content backend: a site path goes through next/link
// (client navigation, prefetch, the loading bar), anything else is a plain anchor.

/** '/x' is a path on this site; '//host/x', 'https://…', '#x' and 'mailto:' are not. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

export function ChromeLink({ href, className, children }: Props) {
  if (isSitePath(href)) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
