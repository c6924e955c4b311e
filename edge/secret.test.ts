import { describe, expect, it } from 'vitest';
import { guardedSecret, sameSecret } from './secret';

describe('sameSecret', () => {
  it('matches only the exact secret', async () => {
    expect(await sameSecret('s3cret', 's3cret')).toBe(true);
    expect(await sameSecret('s3cret ', 's3cret')).toBe(false);
    expect(await sameSecret('s3cre', 's3cret')).toBe(false);
    expect(await sameSecret('S3cret', 's3cret')).toBe(false);
    expect(await sameSecret('', 's3cret')).toBe(false);
  });

  it('never matches when no secret is configured', async () => {
    expect(await sameSecret('', undefined)).toBe(false);
    expect(await sameSecret('', '')).toBe(false);
    expect(await sameSecret(null, 'x')).toBe(false);
    expect(await sameSecret(undefined, undefined)).toBe(false);
  });
});

describe('guardedSecret (issue 31)', () => {
  const counter = (allowed: boolean) => {
    const calls: string[] = [];
    return { calls, limit: { hit: async () => (calls.push('hit'), { allowed, retryAfterSeconds: allowed ? 0 : 42 }), refund: async () => void calls.push('refund') } };
  };

  it('compares first: a right secret is never counted, a wrong one is (issue 46)', async () => {
    const wrong = counter(true);
    expect(await guardedSecret('nope', 's3cret', wrong.limit)).toEqual({ kind: 'wrong' });
    expect(wrong.calls).toEqual(['hit']);
    const right = counter(true);
    expect(await guardedSecret('s3cret', 's3cret', right.limit)).toEqual({ kind: 'right' });
    expect(right.calls).toEqual([]);
  });

  it('over the limit, a wrong secret is locked and a right one still passes (issue 46)', async () => {
    expect(await guardedSecret('nope', 's3cret', counter(false).limit)).toEqual({ kind: 'locked', retryAfterSeconds: 42 });
    expect(await guardedSecret('s3cret', 's3cret', counter(false).limit)).toEqual({ kind: 'right' });
  });

  it('accepts nothing without a limit', async () => {
    expect(await guardedSecret('s3cret', 's3cret', null)).toEqual({ kind: 'wrong' });
  });
});
