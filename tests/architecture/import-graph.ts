import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The site's import graph as the TypeScript compiler's pre-processor reads it: every
// `import`, `import type`, `export … from`, side-effect import, `import()` and type-position
// `import('…')`. eslint's import/no-cycle skips type-only imports, and a loop of types is
// still a loop: the two modules cannot be understood, moved or split apart one at a time.

/** Top-level folders that are not the site's code (tools, tests, the local backend, output). */
const NOT_SITE = new Set(['node_modules', 'tests', 'scripts', 'sandbox', 'docs', 'deploy', 'screenshots', 'playwright-report']);
const isOutput = (name: string) => name.startsWith('.') || name.startsWith('test-results');
const TYPESCRIPT = /\.tsx?$/;

/** Every .ts/.tsx file of the site (or every file whose name matches `pattern`), relative to root with '/' separators; declarations left out. */
export function siteFiles(root: string, pattern: RegExp = TYPESCRIPT): string[] {
  const isSource = (name: string) => pattern.test(name) && !/\.d\.m?ts$/.test(name);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!isOutput(entry.name) && !(dir === '' && NOT_SITE.has(entry.name)) && entry.name !== 'node_modules') walk(rel);
      } else if (isSource(entry.name)) files.push(rel);
    }
  };
  walk('');
  return files.sort();
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The site file a specifier names ('@/…' is the root, tsconfig paths), or null (a package, a stylesheet). */
export function resolveImport(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  base = path.posix.normalize(base);
  for (const extension of EXTENSIONS) if (known.has(base + extension)) return base + extension;
  return null;
}

export type ImportGraph = Map<string, string[]>;

/** file → the site files it imports, from the files' texts. */
export function importGraph(sources: ReadonlyMap<string, string>): ImportGraph {
  const known = new Set(sources.keys());
  const graph: ImportGraph = new Map();
  for (const [file, text] of sources) {
    const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
    const targets = specifiers.map((s) => resolveImport(file, s, known)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

export function readSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of siteFiles(root)) {
    try {
      sources.set(file, readFileSync(path.join(root, file), 'utf8'));
    } catch (error) {
      // Moved or deleted since the folder was listed (an editor, a branch switch): not a module any more.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return sources;
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself). */
export function cyclicComponents(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || edges.includes(frame.node)) components.push(component.sort());
    }
  }
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * A shortest loop through a component's first file, to name in a failure: 'a → b → a', and
 * the component's other files when it has more.
 */
export function loopThrough(component: string[], graph: ImportGraph): string {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const loop = [node];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]!)!);
        const others = component.filter((file) => !loop.includes(file));
        return [...loop, start].join(' → ') + (others.length > 0 ? ` (also in the loop: ${others.join(', ')})` : '');
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return component.join(', ');
}
