import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md stays short and true of the tree (issue 47 item 9): at most 400 lines, and
// every repository path it names in backticks exists. History lives in git, not on that page.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_LINES = 400;
/** A file name as the docs write one: these endings make a backticked name a repository file. */
const FILE_ENDING = /\.(tsx?|mjs|cjs|js|json|md|ya?ml|css|conf)$/;

/** The tracked files and folders: the repository as git has it (build output and node_modules left out). */
function tracked(): { files: Set<string>; dirs: Set<string>; names: Set<string>; top: Set<string> } {
  const files = new Set(execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean));
  const dirs = new Set<string>();
  for (const file of files) for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) dirs.add(file.slice(0, at));
  return { files, dirs, names: new Set([...files].map((file) => path.basename(file))), top: new Set([...files].map((file) => file.split('/')[0]!)) };
}

/**
 * The backticked spans of a text that name a repository path: one whose first segment is a
 * top-level entry of the repository, or that ends like a source file. Placeholders (`<dist>`,
 * `{appeal}`, `*`, an ellipsis inside), URL paths ('/api/…'), package names ('@scope/x',
 * 'next/link', 'node:fs') and paths outside the repository ('../shared') are not paths here;
 * a trailing '/…' ('app/main/…') is its folder.
 */
export function repoPaths(text: string, top: ReadonlySet<string>): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.replace(/\/…$/, ''));
  return spans.filter((span) => {
    if (/^\.\w+$/.test(span) || /[\s<>{}*…:'"=,]/.test(span) || span.startsWith('/') || span.startsWith('..') || span.startsWith('@')) return false;
    return top.has(span.split('/')[0]!.replace(/\/$/, '')) || FILE_ENDING.test(span);
  });
}

/**
 * Whether a path named in the docs exists: a tracked file or folder from the root; a path under a
 * folder the text names first ('components/index.ts' of a feature), the end of a tracked file's path.
 */
function exists(span: string, repo: ReturnType<typeof tracked>): boolean {
  const clean = span.replace(/\/$/, '');
  if (repo.files.has(clean) || repo.dirs.has(clean)) return true;
  if (repo.top.has(clean.split('/')[0]!)) return false;
  return clean.includes('/') ? [...repo.files].some((file) => file.endsWith(`/${clean}`)) : repo.names.has(clean);
}

describe('docs/architecture.md', () => {
  const text = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
  const repo = tracked();

  it('finds the paths among the backticked spans', () => {
    const sample = "`routing/state.ts`, `app/main/…`, `features/<name>/`, `/api/flags`, `next/link`, `@paypal/x`, `node:fs`, `pages.tsx`, `*-page.tsx`, `REDIS_URL`, `deploy/`";
    expect(repoPaths(sample, new Set(['routing', 'app', 'features', 'deploy']))).toEqual(['routing/state.ts', 'app/main', 'pages.tsx', 'deploy/']);
  });

  it(`is at most ${MAX_LINES} lines: what is, not how it came to be (git keeps that)`, () => {
    expect(text.split('\n').length - (text.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(MAX_LINES);
  });

  it('names only paths that exist', () => {
    const named = repoPaths(text, repo.top);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((span) => !exists(span, repo))).toEqual([]);
  });

  it('links only to docs that exist', () => {
    const links = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((match) => match[1]!).filter((link) => !/^https?:/.test(link));
    expect(links.filter((link) => !existsSync(path.join(root, 'docs', link)))).toEqual([]);
  });
});
