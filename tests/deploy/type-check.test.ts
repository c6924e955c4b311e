import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { resetConfigForTests } from '../../edge/config';
import nextConfig from '../../next.config';
import { sourcesHash, typeCheckedAlready } from '../../scripts/typecheck.mjs';

// Type errors never reach a deployment: the build a deployment runs type-checks, unless
// `npm run typecheck` passed on exactly the same sources in the same checkout (scripts/build.ts
// then sets SITE_TYPES_CHECKED for next.config.ts).

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
const vercel = JSON.parse(readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8')) as { buildCommand?: string };
const dir = mkdtempSync(path.join(tmpdir(), 'typecheck-stamp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function stamp(sources: string): string {
  const file = path.join(dir, `${sources.slice(0, 8) || 'empty'}.json`);
  writeFileSync(file, JSON.stringify({ sources }));
  return file;
}

describe('type errors cannot be deployed', () => {
  it('skips the build’s own check only for sources tsc passed in this checkout', () => {
    expect(typeCheckedAlready(path.join(dir, 'missing.json'))).toBe(false); // a deployment: no record
    expect(typeCheckedAlready(stamp('0'.repeat(64)))).toBe(false); // sources changed since
    expect(typeCheckedAlready(stamp(sourcesHash()))).toBe(true);
  });

  it('skips it only when the build script says so', () => {
    const before = process.env.SITE_TYPES_CHECKED;
    try {
      delete process.env.SITE_TYPES_CHECKED;
      resetConfigForTests(); // next.config.ts reads the environment through edge/config.ts
      expect(nextConfig(PHASE_PRODUCTION_SERVER).typescript?.ignoreBuildErrors).toBe(false);
      process.env.SITE_TYPES_CHECKED = '1';
      resetConfigForTests();
      expect(nextConfig(PHASE_PRODUCTION_SERVER).typescript?.ignoreBuildErrors).toBe(true);
    } finally {
      if (before === undefined) delete process.env.SITE_TYPES_CHECKED;
      else process.env.SITE_TYPES_CHECKED = before;
      resetConfigForTests();
    }
    const script = readFileSync(new URL('../../scripts/build.ts', import.meta.url), 'utf8');
    expect(script).toMatch(/SITE_TYPES_CHECKED: typeCheckedAlready\(\) \? '1' : ''/);
  });

  it('records a pass only from tsc, run by npm run typecheck', () => {
    expect(pkg.scripts.typecheck).toBe('node scripts/typecheck.mjs');
    expect(readFileSync(new URL('../../scripts/typecheck.mjs', import.meta.url), 'utf8')).toMatch(/if \(tsc\.status !== 0\) process\.exit/);
  });

  it('deploys with the build script, which runs next build', () => {
    expect(vercel.buildCommand).toBe('npm run build');
    expect(pkg.scripts.build).toBe('tsx scripts/build.ts');
    expect(readFileSync(new URL('../../scripts/build.ts', import.meta.url), 'utf8')).toMatch(/\['build', \.\.\.process\.argv\.slice\(2\)\]/);
  });

  it('a build without the route table `npm run build` writes first stops, naming the command', () => {
    const before = process.env.NEXT_DIST_DIR;
    try {
      process.env.NEXT_DIST_DIR = '.next-never-built';
      resetConfigForTests();
      expect(() => nextConfig(PHASE_PRODUCTION_BUILD)).toThrow(/npm run build/);
      expect(nextConfig(PHASE_PRODUCTION_SERVER).distDir).toBe('.next-never-built');
    } finally {
      if (before === undefined) delete process.env.NEXT_DIST_DIR;
      else process.env.NEXT_DIST_DIR = before;
      resetConfigForTests();
    }
  });
});
