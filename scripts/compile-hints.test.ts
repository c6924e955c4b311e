import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, MIN_HINTED_BYTES } from './compile-hints';

const big = (code: string) => code + ' '.repeat(MIN_HINTED_BYTES);

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

  it('opens every client chunk of 16 KB or more with the hint, in nested folders too, and leaves the rest as it was', () => {
    build({
      'static/chunks/a1b2.js': big('console.log(1);'),
      'static/chunks/app/c3d4.js': big('(globalThis.TURBOPACK||[]).push([]);'),
      'static/chunks/small.js': 'console.log(2);',
      'static/chunks/e5f6.css': big('body{margin:0}'),
      'static/media/x.js': big('not a chunk'),
      'server/app/page.js': big('server code'),
    });
    expect(addCompileHints(dir)).toBe(2);
    expect(read('static/chunks/a1b2.js')).toBe(COMPILE_HINT + big('console.log(1);'));
    expect(read('static/chunks/app/c3d4.js')).toBe(COMPILE_HINT + big('(globalThis.TURBOPACK||[]).push([]);'));
    expect(read('static/chunks/small.js')).toBe('console.log(2);');
    expect(read('static/chunks/e5f6.css')).toBe(big('body{margin:0}'));
    expect(read('static/media/x.js')).toBe(big('not a chunk'));
    expect(read('server/app/page.js')).toBe(big('server code'));
  });

  it('adds it once however often it runs (a rebuild into the same directory, a retried build)', () => {
    build({ 'static/chunks/a.js': big('let a = 1;') });
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(read('static/chunks/a.js')).toBe(COMPILE_HINT + big('let a = 1;'));
  });

  it('is a line comment of its own, so the chunk runs as before', () => {
    build({ 'static/chunks/a.js': big('globalThis.__hinted = 41 + 1;') });
    addCompileHints(dir);
    const scope: { __hinted?: number } = {};
    new Function('globalThis', read('static/chunks/a.js'))(scope);
    expect(scope.__hinted).toBe(42);
  });
});
