import { describe, expect, it } from 'vitest';
import { sandboxOptionsFromEnv, SandboxEnvError } from './env';
import { syntheticCount } from './seed/synthetic';
import { ContentStore } from './store';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('SANDBOX_SYNTHETIC_PATHS (npm run bench:routing)', () => {
  it('leaves the default sandbox as seeded', () => {
    const store = new ContentStore('IE');
    expect(store.contentPaths('main').items.some((i) => i.path.startsWith('/synthetic/'))).toBe(false);
    expect(store.route('/synthetic/page-1', false).statusCode).toBe(404);
    expect(sandboxOptionsFromEnv(env({}), '/tmp').syntheticPaths).toBe(0);
  });

  it('lists and routes the generated pages beside the seed, most recent first, on the main storefront only', () => {
    const seeded = new ContentStore('IE').contentPaths('main').items.length;
    const store = new ContentStore('IE', 2_000);
    const items = store.contentPaths('main').items;
    expect(items).toHaveLength(seeded + 2_000);
    const synthetic = items.filter((i) => i.path.startsWith('/synthetic/page-'));
    expect(synthetic[0]!.path).toBe('/synthetic/page-1');
    expect(Date.parse(synthetic[0]!.changed)).toBeGreaterThan(Date.parse(synthetic[1_999]!.changed));
    expect(store.contentPaths('gifts').items.some((i) => i.path.startsWith('/synthetic/'))).toBe(false);
    const answer = store.route('/synthetic/page-1999', false);
    expect(answer.statusCode).toBe(200);
    expect(answer.content).toMatchObject({ entity_type: 'node', url: '/synthetic/page-1999', title: 'Synthetic page 1999' });
    expect(store.route('/synthetic/page-2001', false).statusCode).toBe(404);
    expect(store.route('/about-us', false).statusCode).toBe(200);
  });

  it('reads the count from the environment and refuses anything else', () => {
    expect(sandboxOptionsFromEnv(env({ SANDBOX_SYNTHETIC_PATHS: '100000' }), '/tmp').syntheticPaths).toBe(100_000);
    expect(syntheticCount(' ')).toBe(0);
    for (const raw of ['-1', '1.5', 'many', '2000000']) expect(() => sandboxOptionsFromEnv(env({ SANDBOX_SYNTHETIC_PATHS: raw }), '/tmp'), raw).toThrow(SandboxEnvError);
  });
});
