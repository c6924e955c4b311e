import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclicComponents, importGraph, loopThrough, readSources, siteFiles } from './import-graph';

// No module of the site imports itself round a loop, type-only imports included (eslint's
// import/no-cycle skips those). The feature layer order (LAYERS in eslint.config.mjs) needs no
// check here: import/no-restricted-paths reports `import type` and `export type … from` too.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function loops(sources: Map<string, string>): string[] {
  const graph = importGraph(sources);
  return cyclicComponents(graph).map((component) => loopThrough(component, graph));
}

describe('the import graph', () => {
  it('finds loops made of type-only imports and re-exports', () => {
    const sources = new Map([
      ['features/a/form.ts', "import type { Form } from './schema';\nexport const EMPTY: Form = {};"],
      ['features/a/schema.ts', "import { EMPTY } from './form';\nexport type { Buyer } from '@/features/a/order';"],
      ['features/a/order.ts', "import type { Form } from './form.ts';\nexport interface Buyer {}"],
      ['features/a/leaf.ts', "import { z } from 'zod';\nimport './form';\nimport styles from './leaf.module.css';"],
      ['features/b/index.ts', "export * from './self';"],
      ['features/b/self.ts', "export type { X } from '@/features/b';"],
    ]);
    expect(loops(sources)).toEqual([
      'features/a/form.ts → features/a/schema.ts → features/a/form.ts (also in the loop: features/a/order.ts)',
      'features/b/index.ts → features/b/self.ts → features/b/index.ts',
    ]);
    sources.set('features/a/form.ts', 'export const EMPTY = {};');
    sources.set('features/b/self.ts', 'export type X = 1;');
    expect(loops(sources)).toEqual([]);
  });

  it('covers every top-level folder of the site’s code, and none of the tools', () => {
    const folders = new Set(siteFiles(ROOT).map((file) => (file.includes('/') ? file.split('/')[0] : file)));
    for (const expected of ['app', 'features', 'edge', 'routing', 'content-sync', 'middleware.ts']) expect(folders).toContain(expected);
    for (const excluded of ['node_modules', 'tests', 'scripts', 'sandbox']) expect(folders).not.toContain(excluded);
  });

  it('has no loop in the site’s code, type-only imports included', () => {
    expect(loops(readSources(ROOT))).toEqual([]);
  });
});
