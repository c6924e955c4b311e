import { describe, expect, it } from 'vitest';
import { noResultsText, resultsText } from './search-text';

describe('search result texts', () => {
  it('says when nothing was found', () => {
    expect(noResultsText('zebra')).toBe('No results for “zebra”');
    expect(resultsText('zebra', 0, 0)).toBe('No results for “zebra”');
  });

  it('counts results, and how many are shown while there are more', () => {
    expect(resultsText('water', 1, 1)).toBe('1 result for “water”');
    expect(resultsText('water', 8, 8)).toBe('8 results for “water”');
    expect(resultsText('water', 21, 10)).toBe('21 results for “water”. Showing 10 of 21');
  });
});
