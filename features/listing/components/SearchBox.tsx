'use client';

import { useSearchParams } from 'next/navigation';
import { SearchForm } from './SearchForm';

/** The form, filled with the current ?keys= (the static shell renders it empty). */
export function SearchBox() {
  const keys = useSearchParams().get('keys') ?? '';
  // A new key remounts the uncontrolled input with the new value after each search.
  return <SearchForm key={keys} keys={keys} />;
}
