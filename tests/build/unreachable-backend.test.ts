import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue: the build survives an empty or unreachable backend (DESIGN: "generateStaticParams
// never returns an empty list: the build survives an empty backend"). Builds into its own dir
// against a port nobody listens on.

const root = path.resolve(import.meta.dirname, '..', '..');
const distDir = '.next-test-nobackend';

describe('next build without a backend', () => {
  it('succeeds, pre-renders the storefront homes as placeholders and knows no content paths', () => {
    rmSync(path.join(root, distDir), { recursive: true, force: true });
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BACKEND_URL: 'http://127.0.0.1:9', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
      timeout: 240_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output.slice(-3000)).toBe(0);
    expect(output).toContain('Route table: 0 main paths, 0 gifts paths');
    expect(output).toContain('build_page_deferred');
    // The homes exist as (placeholder) static pages, replaced on the first requests.
    const home = path.join(root, distDir, 'server', 'app', 'main.html');
    expect(existsSync(home)).toBe(true);
    expect(readFileSync(home, 'utf8')).toContain('Error 503 occurred');
    rmSync(path.join(root, distDir), { recursive: true, force: true });
  }, 300_000);
});
