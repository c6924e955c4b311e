import Link from 'next/link';
import type { ReactNode } from 'react';

// Site paths go through next/link (client navigation, prefetch); absolute URLs stay plain links.

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

export function isInternalUrl(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function SmartLink({ href, className, children }: Props) {
  return isInternalUrl(href) ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
