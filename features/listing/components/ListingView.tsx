import type { ReactNode } from 'react';
import { TeaserCard, withAbsoluteImage } from '@/features/blocks/components';
import type { Listing } from '@/features/content';
import { MoreTeasers, type ListingSource } from './MoreTeasers';
import styles from './Listing.module.css';

// A listing page's body: heading, optional navigation, the first page of teasers in a grid,
// and 'Show more' when the backend has more than one page.

interface Props {
  listing: Listing;
  /** Where 'Show more' loads further pages from; none: the first page only. */
  source?: ListingSource;
  /** Above the heading (a link back to the parent). */
  kicker?: ReactNode;
  intro?: string;
  /** Between the heading and the cards (theme navigation). */
  nav?: ReactNode;
}

export function ListingView({ listing, source, kicker, intro, nav }: Props) {
  const cards = listing.items.map((teaser, index) => (
    <li key={`${teaser.url}-${index}`}>
      <TeaserCard teaser={withAbsoluteImage(teaser)} headingLevel={2} priority={index === 0} />
    </li>
  ));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
        <h1>{listing.title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      {nav}
      {listing.items.length === 0 ? (
        <p className={styles.empty}>There is nothing to show here yet.</p>
      ) : source && listing.total > listing.page_size ? (
        <MoreTeasers source={source} shown={listing.items.length} total={listing.total} page={listing.page}>
          {cards}
        </MoreTeasers>
      ) : (
        <ul className={styles.grid}>{cards}</ul>
      )}
    </div>
  );
}
