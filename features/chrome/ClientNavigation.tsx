'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { SOFT_LINK_ATTRIBUTE, softDestination } from '@/features/common/soft-link';
import styles from './ClientNavigation.module.css';

// Client navigation for the server's plain links, and SPEC §2's loading bar, in one island of
// the root layout (issue 39: a hydrated next/link per menu and footer link cost every page
// load more than the framework's own start-up):
// - a plain click (main button, no modifier key) on a SoftLink (../common/soft-link.ts) is a
//   client navigation (router.push), unless it leads off the site, into a new window or to a
//   place in the same page: those stay the browser's;
// - the pointer over one, a touch or keyboard focus prefetches its page once, not its coming
//   into view (a phone fetched the pages behind every visible link before its own paint);
// - the bar starts on a click that leaves for another page (a SoftLink, or a next/link in a
//   client component, which has already taken the click) and completes when the new page shows.

/** The bar creeps towards the end while the page loads, never reaching it. */
const TRICKLE_MS = 300;
const TRICKLE_LIMIT = 0.9;
/** A navigation that never shows another path (a redirect back to this page, a failed fetch left to the browser) drops the bar after this. */
const GIVE_UP_MS = 15_000;

function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function ClientNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const bar = useRef<HTMLDivElement>(null);
  const trickle = useRef<ReturnType<typeof setInterval> | null>(null);
  const giveUp = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A new page is shown: the bar fills and fades.
  useEffect(() => {
    const element = bar.current;
    if (!element || element.dataset.state !== 'loading') return;
    if (trickle.current) clearInterval(trickle.current);
    if (giveUp.current) clearTimeout(giveUp.current);
    trickle.current = null;
    element.dataset.state = 'done';
    element.style.transform = 'scaleX(1)';
    const fade = setTimeout(() => {
      element.dataset.state = 'idle';
      element.style.transform = '';
    }, 250);
    return () => clearTimeout(fade);
  }, [pathname]);

  useEffect(() => {
    const start = () => {
      const element = bar.current;
      if (!element) return;
      let width = 0.1;
      element.dataset.state = 'loading';
      element.style.transform = `scaleX(${width})`;
      if (trickle.current) clearInterval(trickle.current);
      trickle.current = setInterval(() => {
        width += (TRICKLE_LIMIT - width) * 0.15;
        element.style.transform = `scaleX(${width})`;
      }, TRICKLE_MS);
      if (giveUp.current) clearTimeout(giveUp.current);
      giveUp.current = setTimeout(() => {
        if (trickle.current) clearInterval(trickle.current);
        trickle.current = null;
        element.dataset.state = 'idle';
        element.style.transform = '';
      }, GIVE_UP_MS);
    };
    const onClick = (event: MouseEvent) => {
      if (!plainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = softDestination(anchor, window.location);
      if (!url) return;
      const otherPage = url.pathname !== window.location.pathname;
      if (event.defaultPrevented) {
        // next/link (in a client component) or another handler took the click.
        if (otherPage && !anchor.hasAttribute(SOFT_LINK_ATTRIBUTE)) start();
        return;
      }
      if (!anchor.hasAttribute(SOFT_LINK_ATTRIBUTE)) return;
      event.preventDefault();
      if (otherPage) start();
      router.push(url.pathname + url.search + url.hash);
    };
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest(`a[${SOFT_LINK_ATTRIBUTE}]`) : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = softDestination(anchor, window.location);
      if (!url || prefetched.has(url.pathname + url.search)) return;
      prefetched.add(url.pathname + url.search);
      router.prefetch(url.pathname + url.search);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
      if (trickle.current) clearInterval(trickle.current);
      if (giveUp.current) clearTimeout(giveUp.current);
    };
  }, [router]);

  return <div ref={bar} className={styles.bar} data-loading-bar="" data-state="idle" aria-hidden="true" />;
}
