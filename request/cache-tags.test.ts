import { describe, expect, it } from 'vitest';
import { entityTag, listingTag, pageCacheTag } from './cache-tags';

describe('cache tag names', () => {
  it('names a page by the path readers use, without a trailing slash or query, at most 256 characters', () => {
    expect(pageCacheTag('/appeal/gaza-emergency/')).toBe('page:/appeal/gaza-emergency');
    expect(pageCacheTag('/')).toBe('page:/');
    expect(pageCacheTag('//')).toBe('page:/');
    expect(pageCacheTag('/a?x=1')).toBe('page:/a');
    expect(pageCacheTag('/a/#top')).toBe('page:/a');
    expect(pageCacheTag(`/${'x'.repeat(400)}`)).toHaveLength(256);
  });

  it("names the backend's entities and listings as the webhook sends them", () => {
    expect(entityTag('node', '1175')).toBe('node:1175');
    expect(entityTag('taxonomy_term', '401')).toBe('taxonomy_term:401');
    expect(listingTag('theme', 'all')).toBe('listing:theme:all');
  });
});
