'use client';

import { useSearchParams } from 'next/navigation';
import { searchKeysOf } from '../search-keys';
import { SearchForm } from './SearchForm';

/** The form, filled with the current ?keys= or ?q= (the static shell renders it empty). */
export function SearchBox() {
  const keys = searchKeysOf(useSearchParams());
  // A new key remounts the uncontrolled input with the new value after each search.
  return <SearchForm key={keys} keys={keys} />;
}
