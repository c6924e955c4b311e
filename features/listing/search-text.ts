import { showingText } from './page-json';

// What the search page says about its results (the live region's text). Pure.

export const SEARCH_PROMPT = 'Enter a word or phrase to search news, stories, appeals and publications.';
export const SEARCHING = 'Searching…';

export function noResultsText(keys: string): string {
  return `No results for “${keys}”`;
}

/** '1 result for “water”', '21 results for “water”. Showing 10 of 21'. */
export function resultsText(keys: string, total: number, shown: number): string {
  if (total === 0) return noResultsText(keys);
  const count = `${total} ${total === 1 ? 'result' : 'results'} for “${keys}”`;
  return shown < total ? `${count}. ${showingText(shown, total)}` : count;
}
