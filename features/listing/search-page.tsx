import 'server-only';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tagThisPage } from '@/features/common/cache';
import { DeadEndHelp, PageFrame } from '@/features/chrome';
import { SETTINGS_TAG } from '@/request/cache-tags';
import { SearchBox } from './components/SearchBox';
import { SearchForm } from './components/SearchForm';
import { SearchResults, SearchResultsFallback } from './components/SearchResults';
import searchStyles from './components/Search.module.css';
import { frameSettings } from './frame';

// /search (SPEC §2), apart from the listings' pages: a route's client chunks hold every client
// component its server modules import, so the listings would otherwise load swr and the
// search islands (issue 39).

const SEARCH_PATH = '/search';

/**
 * A static shell: the form and the results are client islands reading ?keys= inside Suspense
 * boundaries, so the page stays static (their fallbacks are what the HTML carries).
 */
export async function SearchPage() {
  const settings = await frameSettings();
  await tagThisPage([SETTINGS_TAG]);
  return (
    <PageFrame storefront="main" settings={settings} path={SEARCH_PATH}>
      <div className={searchStyles.page}>
        <h1>Search</h1>
        <Suspense fallback={<SearchForm keys="" />}>
          <SearchBox />
        </Suspense>
        <Suspense fallback={<SearchResultsFallback />}>
          <SearchResults empty={<DeadEndHelp settings={settings} search={false} />} />
        </Suspense>
      </div>
    </PageFrame>
  );
}

export const searchMetadata: Metadata = {
  title: 'Search',
  description: 'Search our news, stories, appeals and publications.',
  alternates: { canonical: SEARCH_PATH },
};

