'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Teaser } from '@/features/blocks';
import { apiUrl, fetchListingPage, LISTING_API, LISTING_UNAVAILABLE, MAX_PAGE, showingText } from '../page-json';
import styles from './Listing.module.css';

// 'Show more' under a static listing: the first page arrives rendered by the server
// (`children`, one <li> per card); further pages come from the listing route handler. The
// client card (TeaserCard, with next/image's code) is imported with the first further page, so
// a listing's readers who never ask for more load only this shell (issue 39).

type Card = typeof import('@/features/blocks/client').TeaserCard;

const loadCard = () =>
  import('@/features/blocks/client').then(
    (m) => m.TeaserCard,
    () => {
      throw new Error(LISTING_UNAVAILABLE);
    },
  );

export type ListingSource = { type: string; value: string } | { theme: string };

interface Props {
  source: ListingSource;
  /** Cards of the first page, rendered on the server. */
  children: ReactNode;
  shown: number;
  total: number;
  /** The page the server rendered (0). */
  page: number;
}

export function MoreTeasers({ source, children, shown, total, page }: Props) {
  const [extra, setExtra] = useState<Teaser[]>([]);
  const [Card, setCard] = useState<Card | null>(null);
  const [nextPage, setNextPage] = useState(page + 1);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  const count = shown + extra.length;
  const hasMore = !done && count < total && nextPage <= MAX_PAGE;

  // Keyboard and screen-reader users land on the first new card, not back at the button.
  useEffect(() => {
    if (focusIndex.current === null) return;
    list.current?.children[focusIndex.current]?.querySelector('a')?.focus();
    focusIndex.current = null;
  }, [extra]);

  async function showMore() {
    setLoading(true);
    setError(null);
    try {
      const [result, card] = await Promise.all([fetchListingPage(apiUrl(LISTING_API, { ...source, page: nextPage })), Card ?? loadCard()]);
      setCard(() => card);
      if (result.items.length === 0) setDone(true);
      else focusIndex.current = count;
      setExtra((items) => [...items, ...result.items]);
      setNextPage((p) => p + 1);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <ul className={styles.grid} ref={list}>
        {children}
        {Card
          ? extra.map((teaser, index) => (
              <li key={`${teaser.url}-${index}`}>
                <Card teaser={teaser} headingLevel={2} />
              </li>
            ))
          : null}
      </ul>
      <div className={styles.more}>
        <p className={styles.status} role="status">
          {showingText(count, total)}
        </p>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        {hasMore ? (
          <button type="button" className={`button ${styles.button}`} onClick={showMore} disabled={loading} aria-busy={loading}>
            {loading ? 'Loading…' : 'Show more'}
          </button>
        ) : null}
      </div>
    </>
  );
}
