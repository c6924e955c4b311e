import { describe, expect, it } from 'vitest';
import { sameSecret } from './secret';

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
