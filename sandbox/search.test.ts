import { describe, expect, it } from 'vitest';
import { searchNodes, searchScore, searchWords } from './search';
import { buildSeed } from './store';
import type { NodeEntity } from './seed/types';

// GET /search's order: the best matches first (title, then summary, then body).

function node(id: string, title: string, summary: string | null, html = '', changed = '2026-01-01T00:00:00+00:00', published = true): NodeEntity {
  const base = buildSeed('IE').nodes[0]!;
  return { ...base, id, title, url: `/n/${id}`, changed, fields: { ...base.fields, summary, published, blocks: html ? [{ type: 'text', html }] : [] } };
}

describe('sandbox search ranking', () => {
  const home = node('1', 'Concern Aid: ending extreme poverty', 'Our work in Gaza, Sudan and Ethiopia.', '<p>Gaza appeal</p>', '2026-11-25T00:00:00+00:00');
  const donate = node('2', 'Donate', null, '<p>Give to our Gaza appeal</p>', '2026-11-24T00:00:00+00:00');
  const appeal = node('3', 'Gaza emergency appeal', 'Families in Gaza need water.', '<p>Gaza</p>', '2026-10-01T00:00:00+00:00');
  const press = node('4', 'Concern Aid calls for access in Gaza', 'Statement on Gaza.', '', '2026-11-20T00:00:00+00:00');

  it('needs every word somewhere in the node', () => {
    expect(searchScore(appeal, searchWords('gaza water'))).not.toBeNull();
    expect(searchScore(appeal, searchWords('gaza sudan'))).toBeNull();
    expect(searchNodes([home, donate, appeal, press], 'gaza sudan').map((n) => n.id)).toEqual(['1']);
  });

  it('lists title matches first, a title starting with the words before one merely holding them', () => {
    expect(searchNodes([home, donate, appeal, press], 'gaza').map((n) => n.id)).toEqual(['3', '4', '1', '2']);
    expect(searchNodes([home, donate, appeal, press], 'GAZA  ').map((n) => n.id)).toEqual(['3', '4', '1', '2']);
  });

  it('keeps the newest first among equal scores, and leaves out unpublished nodes', () => {
    const older = node('5', 'Water', null, '', '2025-01-01T00:00:00+00:00');
    const newer = node('6', 'Water', null, '', '2026-06-01T00:00:00+00:00');
    const draft = node('7', 'Water', null, '', '2026-07-01T00:00:00+00:00', false);
    expect(searchNodes([older, draft, newer], 'water').map((n) => n.id)).toEqual(['6', '5']);
    expect(searchNodes([older], '   ')).toEqual([]);
  });

  it.each(['IE', 'GB'] as const)("puts the %s seed's Gaza appeal before the home and Donate pages", (country) => {
    const urls = searchNodes(buildSeed(country).nodes, 'gaza').map((n) => n.url);
    expect(urls[0]).toBe('/appeal/gaza-emergency');
    expect(urls).toEqual(expect.arrayContaining(['/home', '/donate']));
    expect(urls.indexOf('/appeal/gaza-emergency')).toBeLessThan(urls.indexOf('/home'));
    expect(urls.indexOf('/appeal/gaza-emergency')).toBeLessThan(urls.indexOf('/donate'));
  });
});
