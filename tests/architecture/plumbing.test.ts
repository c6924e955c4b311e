import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteFiles } from './import-graph';

// Issue 38's plumbing, held: every environment read of the site goes through edge/config.ts,
// which checks it (zod) and documents it; one Redis client per process; no patch of Node's HTTP
// server; routing (middleware.ts and routing/) at most 600 lines. The build scripts
// (scripts/), the sandbox and the tests are not the site.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The site's code files (tests left out). */
const codeFiles = () => siteFiles(root, /\.(tsx?|mjs|cjs|js)$/).filter((file) => !/\.(test|spec)\.tsx?$/.test(file));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Files allowed to read these variables raw ('*': any), and why: reads that cannot go through edge/config.ts. */
const EXCEPTIONS: Record<string, { names: string[] | '*'; why: string }> = {
  'edge/config.ts': { names: '*', why: 'the one reader' },
  'edge/public-env.ts': { names: '*', why: 'Next inlines NEXT_PUBLIC_* into browser code only from a literal process.env.NAME' },
  'cache-handler.mjs': { names: ['NEXT_RUNTIME'], why: "Next's own flag of the runtime it loads the handler in, not configuration" },
  'cache-handler-node.mjs': { names: ['REDIS_URL'], why: 'plain JavaScript Next loads outside its bundles, where edge/config.ts (TypeScript) cannot be imported; next.config.ts turns the handler on from the checked REDIS_URL' },
  'vitest.config.ts': { names: '*', why: 'the unit tests’ tool, not the site' },
  'playwright.config.ts': { names: '*', why: 'the end-to-end tests’ tool, not the site' },
};

/** Each raw read in code (comments left out): the variable's name, or '[…]' for a computed or whole-environment read. */
function rawReads(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(/process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*))?/g)].map((match) => match[1] ?? '[…]');
}

describe('environment reads (issue 38)', () => {
  it('finds reads in code and not in comments', () => {
    expect(rawReads("const a = process.env.REDIS_URL; // process.env.NOT_THIS\n/* process.env.NOR_THIS */ f(process.env);")).toEqual(['REDIS_URL', '[…]']);
  });

  it('the site reads its environment only through edge/config.ts, but for the named exceptions', () => {
    const files = codeFiles();
    expect(files).toContain('middleware.ts');
    const stray: string[] = [];
    for (const file of files) {
      const allowed = EXCEPTIONS[file]?.names;
      for (const name of rawReads(read(file))) {
        if (allowed === '*' || allowed?.includes(name)) continue;
        stray.push(`${file}: process.env${name === '[…]' ? '' : `.${name}`}`);
      }
    }
    expect(stray, 'read it through loadConfig() (edge/config.ts) instead').toEqual([]);
  });
});

describe('plumbing (issue 38)', () => {
  it('one Redis client per process: createClient( in request/redis.mjs only', () => {
    expect(codeFiles().filter((file) => /\bcreateClient\(/.test(read(file)))).toEqual(['request/redis.mjs']);
  });

  it("no patch of Node's HTTP server (the client address comes from the trusted proxy's header)", () => {
    expect(codeFiles().filter((file) => /prototype\.emit\b/.test(read(file)))).toEqual([]);
  });

  it('routing is at most 600 lines: middleware.ts and routing/, tests left out', () => {
    const files = codeFiles().filter((file) => file === 'middleware.ts' || file.startsWith('routing/'));
    expect(files.length).toBeGreaterThan(3);
    const lines = files.reduce((sum, file) => sum + read(file).split('\n').length - (read(file).endsWith('\n') ? 1 : 0), 0);
    expect(lines).toBeLessThanOrEqual(600);
  });
});
