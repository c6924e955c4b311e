'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

// Client components' links to the site's own pages (server components render SoftLink, a
// plain anchor: ./SiteLink.tsx): next/link (client navigation, the loading bar) that
// prefetches the page once the reader shows intent (the pointer over it, a touch, keyboard
// focus) instead of next/link's default of prefetching every link as it scrolls into view. On a
// phone that default spent the page load fetching and decoding the pages behind every visible
// link (18 prefetches, 56 KB, on the basket page, started before the page had finished its own
// paint); a touch is still ahead of the click, and the pages come from the cache in front.
// next/link itself is imported only here (eslint.config.mjs).

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

export function Link({ onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  // next/link prefetches a link it shows with prefetch on (null: its default) right away
  // when the link is in view, which it is when the reader points at it.
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...rest}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
