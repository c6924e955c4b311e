import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setLogSink } from '@/request/log';
import { BooleanishSchema, flag, optional, optionalList, withDefault } from './schema';

// The tolerance helpers every payload schema builds on (docs/contract.md "Required and
// optional fields").

let warnings: { event: string; field: unknown }[] = [];
const restore = setLogSink((_level, event, data) => warnings.push({ event, field: data.field }));
afterEach(() => {
  warnings = [];
});
process.on('exit', restore);

describe('boolean-ish fields', () => {
  it.each([
    [true, true],
    ['1', true],
    [1, true],
    ['true', true],
    [false, false],
    ['0', false],
    [0, false],
    ['false', false],
  ])('reads %j as %s', (input, expected) => {
    expect(BooleanishSchema.parse(input)).toBe(expected);
  });

  it.each([['yes'], [2], ['2026-11-20'], [{}], [[]]])('rejects %j', (input) => {
    expect(BooleanishSchema.safeParse(input).success).toBe(false);
  });

  it('falls back to its default on absent (quietly) or on nonsense (logged)', () => {
    const schema = z.object({ on: flag('x.on', true) });
    expect(schema.parse({})).toEqual({ on: true });
    expect(warnings).toEqual([]);
    expect(schema.parse({ on: '2026-11-20T09:00:00+00:00' })).toEqual({ on: true });
    expect(warnings).toEqual([{ event: 'payload_field_dropped', field: 'x.on' }]);
  });
});

describe('optional fields', () => {
  const schema = z.object({ summary: optional('x.summary', z.string()) });

  it('reads absent and null as null without a warning', () => {
    expect(schema.parse({})).toEqual({ summary: null });
    expect(schema.parse({ summary: null })).toEqual({ summary: null });
    expect(warnings).toEqual([]);
  });

  it('drops a value of the wrong type with a warning naming the field', () => {
    expect(schema.parse({ summary: 42 })).toEqual({ summary: null });
    expect(warnings).toEqual([{ event: 'payload_field_dropped', field: 'x.summary' }]);
  });

  it('keeps a default for a field with one', () => {
    const weighted = z.object({ weight: withDefault('x.weight', z.number(), 0) });
    expect(weighted.parse({ weight: 3 })).toEqual({ weight: 3 });
    expect(weighted.parse({ weight: 'heavy' })).toEqual({ weight: 0 });
    expect(warnings).toEqual([{ event: 'payload_field_dropped', field: 'x.weight' }]);
  });
});

describe('optional lists', () => {
  const schema = z.object({ tags: optionalList('x.tags', z.string().min(1)) });

  it('keeps the items that fit and drops the others one by one (logged by index)', () => {
    expect(schema.parse({ tags: ['a', 7, '', 'b'] })).toEqual({ tags: ['a', 'b'] });
    expect(warnings).toEqual([
      { event: 'payload_field_dropped', field: 'x.tags.1' },
      { event: 'payload_field_dropped', field: 'x.tags.2' },
    ]);
  });

  it('reads a value that is not a list as none (logged)', () => {
    expect(schema.parse({ tags: 'a,b' })).toEqual({ tags: [] });
    expect(warnings).toEqual([{ event: 'payload_field_dropped', field: 'x.tags' }]);
    expect(schema.parse({})).toEqual({ tags: [] });
    expect(warnings).toHaveLength(1);
  });
});
