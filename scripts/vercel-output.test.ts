import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBuildOutput, type Expected } from './vercel-output';

// A small Build Output tree shaped as `vercel build` writes it for this site (Next 16, a Node
// middleware), and the same tree with one thing taken away at a time: each must fail the check.

const TABLE = '.content-sync/.next-vercel.route-table.json';
const expected: Expected = { middlewareReads: [TABLE], pageReads: [TABLE], prerenderedPage: '/main/about-us' };

let root: string;
let output: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Writes the tree; `mapped`: the route table reaches the middleware through filePathMap (a project file) rather than as a copy. */
function makeTree({ mapped = false } = {}): void {
  const routes = [{ src: '^/(?!_next/static/).*$', middlewarePath: '/_middleware', continue: true, override: true }, { handle: 'filesystem' }];
  write(path.join(output, 'config.json'), JSON.stringify({ version: 3, routes }));
  const mw = path.join(output, 'functions', '_middleware.func');
  const vc = { runtime: 'nodejs20.x', handler: '___next_launcher.cjs', launcherType: 'Nodejs', ...(mapped ? { filePathMap: { [TABLE]: TABLE } } : {}) };
  write(path.join(mw, '.vc-config.json'), JSON.stringify(vc));
  write(path.join(mw, '___next_launcher.cjs'), 'module.exports = async () => new Response(null);');
  if (mapped) write(path.join(root, TABLE), '{}');
  else write(path.join(mw, TABLE), '{}');
  const page = path.join(output, 'functions', 'main', '[...slug].func');
  write(path.join(page, '.vc-config.json'), JSON.stringify({ runtime: 'nodejs20.x', handler: '___next_launcher.cjs', launcherType: 'Nodejs' }));
  write(path.join(page, '___next_launcher.cjs'), '');
  write(path.join(page, TABLE), '{}');
  symlinkSync('[...slug].func', path.join(output, 'functions', 'main', 'about-us.func'));
  const prerender = { expiration: 60, fallback: 'about-us.prerender-fallback.html' };
  write(path.join(output, 'functions', 'main', 'about-us.prerender-config.json'), JSON.stringify(prerender));
  write(path.join(output, 'functions', 'main', 'about-us.prerender-fallback.html'), '<!DOCTYPE html><title>About us</title>');
  write(path.join(output, 'static', '_next', 'static', 'chunks', 'app.js'), '');
  write(path.join(output, 'static', '_next', 'static', 'css', 'app.css'), '');
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'vercel-output-'));
  output = path.join(root, '.vercel', 'output');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('checkBuildOutput', () => {
  it('passes a whole tree, naming what it proved', () => {
    makeTree();
    const report = checkBuildOutput(output, expected);
    expect(report.problems).toEqual([]);
    expect(report.middleware?.cwd).toBe('.');
    expect(report.facts).toContain(`middleware /_middleware: has ${TABLE} (read at run time)`);
    expect(report.facts.some((f) => f.startsWith('page /main/about-us: pre-rendered, functions/main/about-us.prerender-fallback.html'))).toBe(true);
    expect(report.facts).toContain('static/_next/static: 1 scripts, 1 stylesheets');
  });

  it('takes a file the function has through filePathMap', () => {
    makeTree({ mapped: true });
    expect(checkBuildOutput(output, expected).problems).toEqual([]);
  });

  it('fails a middleware function without the route table it reads from disk', () => {
    makeTree();
    rmSync(path.join(output, 'functions', '_middleware.func', TABLE));
    expect(checkBuildOutput(output, expected).problems).toEqual([`middleware /_middleware: ${TABLE} is not in the function (read from disk at run time)`]);
  });

  it('fails a filePathMap entry whose project file is missing', () => {
    makeTree({ mapped: true });
    rmSync(path.join(root, TABLE));
    expect(checkBuildOutput(output, expected).problems).toHaveLength(1);
  });

  it('fails an output whose routes run no middleware', () => {
    makeTree();
    write(path.join(output, 'config.json'), JSON.stringify({ version: 3, routes: [{ handle: 'filesystem' }] }));
    expect(checkBuildOutput(output, expected).problems).toEqual(['config.json: 0 middleware functions routed (none), not 1']);
  });

  it('fails a page without its prerender fallback, or without its function', () => {
    makeTree();
    rmSync(path.join(output, 'functions', 'main', 'about-us.prerender-fallback.html'));
    const missing = 'page /main/about-us: its prerender fallback functions/main/about-us.prerender-fallback.html is missing';
    expect(checkBuildOutput(output, expected).problems).toEqual([missing]);
    rmSync(path.join(output, 'functions', 'main', 'about-us.func'));
    expect(checkBuildOutput(output, expected).problems).toContain('page /main/about-us: no functions/main/about-us.func');
  });

  it('fails a page function without the route table, and an output without stylesheets', () => {
    makeTree();
    rmSync(path.join(output, 'functions', 'main', '[...slug].func', TABLE));
    rmSync(path.join(output, 'static', '_next', 'static', 'css'), { recursive: true });
    expect(checkBuildOutput(output, expected).problems).toEqual([
      `page /main/about-us: ${TABLE} is not in the function (read from disk at run time)`,
      'static/_next/static: 1 scripts and 0 stylesheets',
    ]);
  });

  it('fails a tree that is not a Build Output', () => {
    expect(checkBuildOutput(output, expected).problems).toEqual([`no ${path.join(output, 'config.json')}: not a Build Output tree`]);
  });
});
