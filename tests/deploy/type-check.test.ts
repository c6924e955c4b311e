import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';

// Type errors never reach a deployment: the build a deployment runs type-checks (Next does
// unless told not to), and the deployment runs that build.

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
const vercel = JSON.parse(readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8')) as { buildCommand?: string };

describe('type errors cannot be deployed', () => {
  it('lets next build type-check and fail', () => {
    expect(nextConfig.typescript?.ignoreBuildErrors).not.toBe(true);
  });

  it('deploys with the build script, which runs next build', () => {
    expect(vercel.buildCommand).toBe('npm run build');
    expect(pkg.scripts.build).toMatch(/(^|&& )next build( |$)/);
  });
});
