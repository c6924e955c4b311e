import { afterEach, describe, expect, it } from 'vitest';
import { setLogSink } from '@/request/log';
import { PayloadError } from '@/features/common/payload';
import { nodePayload } from '@/tests/fixtures/payloads';
import { parseNodeEntity } from './node';
import { ListingSchema } from './schema';

// A CMS edited underneath us: a node's optional fields are dropped one by one (logged, naming
// the field) and the page renders; its required fields fail loudly (docs/contract.md).

let dropped: unknown[] = [];
const restore = setLogSink((_level, event, data) => {
  if (event === 'payload_field_dropped') dropped.push(data.field);
});
afterEach(() => {
  dropped = [];
});
process.on('exit', restore);

describe('a node with an optional field that does not fit', () => {
  it.each([
    ['summary', 42, 'node.summary', { summary: null }],
    ['image', { url: 'javascript:x' }, 'node.image', { image: null }],
    ['published', '2026-11-20T09:00:00+00:00', 'node.published', { published: true }],
    ['country', 'ethiopia', 'node.country', { country: null }],
    ['topics', 'emergencies', 'node.topics', { topics: [] }],
    ['sidebar_blocks', 'sidebar', 'node.sidebar_blocks', { sidebarBlocks: [] }],
    ['file', { url: '/x.pdf', size: -1 }, 'node.file', { file: null }],
  ])('drops %s (%j) with a warning naming it', (field, value, logged, expected) => {
    const node = parseNodeEntity(nodePayload({}, { [field]: value }));
    expect(node).toMatchObject({ title: 'Gaza emergency', blocks: [{ type: 'text' }], ...expected });
    expect(dropped).toEqual([logged]);
  });

  it.each([
    ['uuid', 7, 'uuid', { uuid: null }],
    ['changed', 'yesterday', 'changed', { changed: null }],
    ['header_variant', 'fancy', 'header_variant', { headerVariant: null }],
    ['metatags', { description: 'x' }, 'metatags', { metaTags: [] }],
  ])('drops the entity field %s (%j) with a warning naming it', (field, value, logged, expected) => {
    const node = parseNodeEntity(nodePayload({ [field]: value }));
    expect(node).toMatchObject({ id: '1175', ...expected });
    expect(dropped).toEqual([logged]);
  });

  it('keeps the topics and meta tags that fit and drops the others one by one', () => {
    const node = parseNodeEntity(
      nodePayload(
        { metatags: [{ tag: 'script', attributes: {} }, { tag: 'meta', attributes: { name: 'robots', content: 'index' } }] },
        { topics: [{ type: 'topic', value: 'water', label: 'Water' }, { type: 'topic' }] },
      ),
    );
    expect(node.topics).toEqual([{ type: 'topic', value: 'water', label: 'Water' }]);
    expect(node.metaTags).toEqual([{ tag: 'meta', attributes: { name: 'robots', content: 'index' } }]);
    expect(dropped).toEqual(['metatags.0', 'node.topics.1']);
  });
});

describe('published, as Drupal sends it', () => {
  it.each([
    [true, true],
    ['1', true],
    [1, true],
    [false, false],
    ['0', false],
    [0, false],
  ])('reads %j as %s', (value, expected) => {
    expect(parseNodeEntity(nodePayload({}, { published: value })).published).toBe(expected);
    expect(dropped).toEqual([]);
  });
});

describe('a node missing what it cannot live without', () => {
  it.each([
    ['entity_type', 'paragraph'],
    ['entity_bundle', 'carousel'],
    ['id', null],
    ['title', 42],
    ['url', 'no-slash'],
  ])('fails loudly on %s = %j, naming the field', (field, value) => {
    expect(() => parseNodeEntity(nodePayload({ [field]: value }))).toThrow(PayloadError);
    try {
      parseNodeEntity(nodePayload({ [field]: value }));
    } catch (error) {
      expect((error as PayloadError).problems.join(' ')).toContain(field);
    }
  });

  it('fails loudly on body blocks that are not a list', () => {
    expect(() => parseNodeEntity(nodePayload({}, { blocks: 'body' }))).toThrow(/fields\.blocks/);
  });
});

describe('a listing teaser that does not fit', () => {
  const teaser = { title: 'Goats in Kenya', url: '/news/goats', summary: 'x', image: null, bundle: 'news', date: null };

  it('is dropped on its own, the rest of the listing stays', () => {
    const listing = ListingSchema.parse({ title: 'News', items: [teaser, { title: '', url: '/x' }, { ...teaser, title: 'Water' }], total: 3, page: 0, page_size: 10 });
    expect(listing.items.map((t) => t.title)).toEqual(['Goats in Kenya', 'Water']);
    expect(dropped).toEqual(['listing.items.1']);
  });

  it('loses only its optional field when that does not fit', () => {
    const listing = ListingSchema.parse({ title: 'News', items: [{ ...teaser, summary: ['x'], date: 20261120 }], total: 1, page: 0, page_size: 10 });
    expect(listing.items[0]).toMatchObject({ title: 'Goats in Kenya', summary: null, date: null });
    expect(dropped).toEqual(['teaser.summary', 'teaser.date']);
  });
});
