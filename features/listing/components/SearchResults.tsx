'use client';

import type { ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { searchKeysOf } from '../search-keys';
import useSWRInfinite from 'swr/infinite';
import { apiUrl, fetchListingPage, MAX_PAGE, SEARCH_API, SEARCH_UNAVAILABLE, type ListingPageJson } from '../page-json';
import { resultsText, SEARCH_PROMPT, SEARCHING } from '../search-text';
import { TeaserCard } from '@/features/blocks/client';
import listingStyles from './Listing.module.css';
import styles from './Search.module.css';

// The search results island: ?keys= (or ?q=) from the URL, pages from /api/search through swr.
// `empty`: what a search with no results shows beneath its line (the server's way on, issue 40).

const fetcher = (url: string) => fetchListingPage(url, SEARCH_UNAVAILABLE);

export function SearchResults({ empty = null }: { empty?: ReactNode }) {
  const keys = searchKeysOf(useSearchParams());
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<ListingPageJson, Error>(
    (index, previous: ListingPageJson | null) => {
      if (!keys || index > MAX_PAGE) return null;
      if (previous && (previous.items.length === 0 || (previous.page + 1) * previous.pageSize >= previous.total)) return null;
      return apiUrl(SEARCH_API, { keys, page: index });
    },
    fetcher,
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );

  const pages = data ?? [];
  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? 0;
  const loadingMore = size > 0 && pages.length < size && !error;
  const last = pages[pages.length - 1];
  const hasMore = !!last && last.items.length > 0 && items.length < total && pages.length <= MAX_PAGE;

  let status = '';
  if (!keys) status = SEARCH_PROMPT;
  else if (isLoading) status = SEARCHING;
  else if (data) status = resultsText(keys, total, items.length);

  return (
    <section aria-label="Search results" className={styles.results} aria-busy={isLoading || loadingMore}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {error ? (
        <div className={styles.problem} role="alert">
          <p className={listingStyles.error}>{error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => mutate()}>
            Try again
          </button>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className={listingStyles.grid}>
          {items.map((teaser, index) => (
            <li key={`${teaser.url}-${index}`}>
              <TeaserCard teaser={teaser} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : null}
      {keys && data && !error && total === 0 ? empty : null}
      {hasMore ? (
        <div className={listingStyles.more}>
          <button type="button" className={`button ${listingStyles.button}`} onClick={() => setSize(size + 1)} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The static shell's placeholder until the island reads the URL. */
export function SearchResultsFallback() {
  return (
    <section aria-label="Search results" className={styles.results}>
      <p role="status" className={styles.status} />
      <noscript>
        <p className={styles.status}>Search results need JavaScript. Please turn it on and try again.</p>
      </noscript>
    </section>
  );
}
