'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { readBasketCount, subscribeBasketCount } from '../basket/stored-count';
import styles from './BasketCountBadge.module.css';

// The number of gifts in the basket, on the header's basket link (features/chrome draws the
// header and cannot import the shop, so the shop's layout mounts this and it joins the link).
// Read from the stored basket, not the basket store: it is on every page of the shop. It is
// laid over the link's icon (absolutely positioned), so the header never moves when it appears.

/** The header's basket link: its own hook if the header gives one, else the gifts header's /basket link. */
export const BASKET_LINK_SELECTOR = '[data-basket-link], header[data-storefront="gifts"] a[href="/basket"]';

export function BasketCountBadge() {
  const pathname = usePathname();
  const count = useSyncExternalStore(subscribeBasketCount, readBasketCount, () => 0);
  const [link, setLink] = useState<{ path: string; element: Element | null } | null>(null);

  // Each page draws its own header: look for the link again after every navigation.
  useEffect(() => {
    const element = document.querySelector(BASKET_LINK_SELECTOR);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the header is another tree's DOM, found once it is committed
    setLink({ path: pathname, element });
  }, [pathname]);

  const target = link?.path === pathname ? link.element : null;
  if (!target || count <= 0) return null;
  const shown = count > 99 ? '99+' : String(count);
  return createPortal(
    <span className={styles.badge} data-basket-count={count}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{`, ${count} ${count === 1 ? 'gift' : 'gifts'} in your basket`}</span>
    </span>,
    target,
  );
}
