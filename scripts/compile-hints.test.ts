import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

describe('addCompileHints', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build(files: Record<string, string>) {
    dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    for (const [name, content] of Object.entries(files)) {
      const full = path.join(dir, name);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
  }
  const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');

  it('opens every client chunk with the hint, in nested folders too, and leaves the rest as it was', () => {
    build({
      'static/chunks/a1b2.js': 'console.log(1);',
      'static/chunks/app/c3d4.js': '(globalThis.TURBOPACK||[]).push([]);',
      'static/chunks/e5f6.css': 'body{margin:0}',
      'static/media/x.js': 'not a chunk',
      'server/app/page.js': 'server code',
    });
    expect(addCompileHints(dir)).toBe(2);
    expect(read('static/chunks/a1b2.js')).toBe(`${COMPILE_HINT}console.log(1);`);
    expect(read('static/chunks/app/c3d4.js')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([]);`);
    expect(read('static/chunks/e5f6.css')).toBe('body{margin:0}');
    expect(read('static/media/x.js')).toBe('not a chunk');
    expect(read('server/app/page.js')).toBe('server code');
  });

  it('adds it once however often it runs (a rebuild into the same directory, a retried build)', () => {
    build({ 'static/chunks/a.js': 'let a = 1;' });
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(read('static/chunks/a.js')).toBe(`${COMPILE_HINT}let a = 1;`);
  });

  it('is a line comment of its own, so the chunk runs as before', () => {
    build({ 'static/chunks/a.js': 'globalThis.__hinted = 41 + 1;' });
    addCompileHints(dir);
    const scope: { __hinted?: number } = {};
    new Function('globalThis', read('static/chunks/a.js'))(scope);
    expect(scope.__hinted).toBe(42);
  });
});
