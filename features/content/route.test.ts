import { describe, expect, it } from 'vitest';
import { PayloadError } from '@/features/common/payload';
import { categoryPayload, nodePayload, productPayload } from '@/tests/fixtures/payloads';
import { parseRouteResponse } from './route';

const location = { catalogueUrl: '/all-gifts', homePath: '/gifts-home' };
const parse = (body: unknown) => parseRouteResponse(body, location, new Date('2026-11-22T12:00:00Z'));

describe('decoupled router answers (SPEC §7, §8)', () => {
  it('parses a node into its view model with its cache tag', () => {
    const result = parse({ statusCode: 200, content: nodePayload() });
    expect(result).toMatchObject({ kind: 'entity', entity: { entityType: 'node', node: { id: '1175', bundle: 'appeal', appealId: '1175', cacheTag: 'node:1175', sidebarBlocks: [], file: null } } });
  });

  it('parses products and gift categories routed on the gifts shop', () => {
    expect(parse({ statusCode: 200, content: productPayload() })).toMatchObject({ kind: 'entity', entity: { entityType: 'commerce_product', product: { type: 'gift' } } });
    expect(parse({ statusCode: 200, content: categoryPayload() })).toMatchObject({ kind: 'entity', entity: { entityType: 'taxonomy_term', category: { url: '/all-gifts' } } });
  });

  it('makes 3xx content the redirect target', () => {
    expect(parse({ statusCode: 301, content: '/new-place' })).toEqual({ kind: 'redirect', statusCode: 301, location: '/new-place' });
    expect(parse({ statusCode: 302, content: 'https://example.org/x' })).toEqual({ kind: 'redirect', statusCode: 302, location: 'https://example.org/x' });
    expect(() => parse({ statusCode: 301, content: null })).toThrow(PayloadError);
  });

  it('passes 4xx/5xx on as the page status, and calls 200 with no entity broken', () => {
    expect(parse({ statusCode: 404, content: null })).toEqual({ kind: 'error', statusCode: 404 });
    expect(parse({ statusCode: 403, content: null })).toEqual({ kind: 'error', statusCode: 403 });
    expect(parse({ statusCode: 503 })).toEqual({ kind: 'error', statusCode: 503 });
    expect(parse({ statusCode: 200, content: null })).toEqual({ kind: 'broken', statusCode: 502 });
  });

  it('names the field when an entity does not fit the contract', () => {
    const bad = nodePayload({ title: 42 });
    expect(() => parse({ statusCode: 200, content: bad })).toThrow(/content node does not match the contract: title: /);
    expect(() => parse({ statusCode: 200, content: { entity_type: 'user' } })).toThrow(/content.entity_type/);
    expect(() => parse({ status: 200 })).toThrow(/statusCode/);
    expect(() => parse('<html>')).toThrow(PayloadError);
  });
});
