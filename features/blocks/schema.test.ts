import { afterEach, describe, expect, it } from 'vitest';
import { setLogSink } from '@/request/log';
import { BLOCK_TYPES, BlocksSchema } from './schema';

let events: string[] = [];
const restore = setLogSink((_level, event) => events.push(event));
afterEach(() => {
  events = [];
});
process.on('exit', restore);

describe('blocks', () => {
  it('knows every block type of the contract', () => {
    expect([...BLOCK_TYPES].sort()).toEqual(
      ['accordion', 'cta', 'donation_hero', 'donation_inline', 'embed', 'gifts_list', 'hero', 'image', 'quote', 'stats', 'teasers', 'text'].sort(),
    );
  });

  it('parses known blocks and fills optional fields with null', () => {
    const blocks = BlocksSchema.parse([
      { type: 'quote', text: 'The goat changed everything.' },
      { type: 'donation_inline', appeal_id: 1175, default_type: 'monthly', presets: { single: [{ amount: 50, text: '{AMOUNT} buys seeds' }] }, min_amount: 5 },
    ]);
    expect(blocks[0]).toEqual({ type: 'quote', text: 'The goat changed everything.', author: null });
    expect(blocks[1]).toMatchObject({ appeal_id: '1175', presets: { single: [{ amount: 50, amount_to: null, image: null }], monthly: [] } });
    expect(events).toEqual([]);
  });

  it('turns an unknown type into a logged fallback block, not a failure', () => {
    expect(BlocksSchema.parse([{ type: 'carousel', slides: [] }, 'nonsense'])).toEqual([
      { type: 'unknown', blockType: 'carousel' },
      { type: 'unknown', blockType: '(none)' },
    ]);
    expect(events).toEqual(['block_unknown_type', 'block_unknown_type']);
  });

  it('turns a malformed known block into a logged invalid block naming the field', () => {
    const [block] = BlocksSchema.parse([{ type: 'embed', kind: 'youtube', url: 'javascript:alert(1)', title: 'x' }]);
    expect(block).toMatchObject({ type: 'invalid', blockType: 'embed', problems: [expect.stringMatching(/^url: /)] });
    expect(events).toEqual(['block_invalid']);
  });

  it('reads absent blocks as none', () => {
    expect(BlocksSchema.parse(undefined)).toEqual([]);
    expect(BlocksSchema.parse(null)).toEqual([]);
  });
});

describe('a teasers block with a teaser that does not fit', () => {
  it('drops that teaser (logged, naming it) and keeps the block and the other teasers', () => {
    const [block] = BlocksSchema.parse([{ type: 'teasers', title: 'More', items: [{ title: 'Water', url: '/news/water' }, { title: 'No link' }] }]);
    expect(block).toMatchObject({ type: 'teasers', items: [{ title: 'Water', url: '/news/water', summary: null }] });
    expect(events).toEqual(['payload_field_dropped']);
  });
});
