import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deployedTableFile, readBuild, routeTableFile, type RouteTable } from '@/routing/build-table';

// The route table a process starts from: its build directory's file, or, in a function deployed
// apart with only its traced files (Vercel), the one-name copy, when it is this build's.

const table = (buildId: string, path0: string): RouteTable => ({
  main: { paths: [path0], homeAlias: null, redirects: [] },
  gifts: { paths: [], homeAlias: null, redirects: [] },
  buildId,
});

let dir: string;
let cwd: string;
beforeEach(() => {
  cwd = process.cwd();
  dir = mkdtempSync(path.join(os.tmpdir(), 'build-table-'));
  process.chdir(dir);
  mkdirSync('.content-sync');
});
afterEach(() => {
  process.chdir(cwd);
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const write = (file: string, t: RouteTable) => writeFileSync(file, JSON.stringify(t));

describe('readBuild', () => {
  it("reads the build directory's own table first", () => {
    write(routeTableFile('.next-x'), table('b1', '/from-dir'));
    write(deployedTableFile(), table('b1', '/from-copy'));
    expect(readBuild('.next-x', 'b1').main.paths).toEqual(['/from-dir']);
  });

  it("reads the one-name copy where the directory's file was not deployed, when it is this build's", () => {
    write(deployedTableFile(), table('b1', '/from-copy'));
    expect(deployedTableFile()).toBe(path.join(process.cwd(), '.content-sync', 'route-table.json'));
    expect(readBuild('.next', 'b1').main.paths).toEqual(['/from-copy']);
  });

  it("believes no copy of another build: every path is then asked about", () => {
    write(deployedTableFile(), table('b0', '/from-copy'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const read = readBuild('.next', 'b1');
    expect(read.main.paths).toEqual([]);
    expect(read.buildId).toBe('');
    expect(error.mock.calls.flat().join(' ')).toContain('build_file_of_another_build');
  });

  it('without either file, reads an empty table', () => {
    expect(readBuild('.next', 'b1')).toMatchObject({ main: { paths: [] }, gifts: { paths: [] }, buildId: '' });
  });
});
