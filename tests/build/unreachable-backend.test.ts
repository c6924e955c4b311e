import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue: the build survives an empty or unreachable backend (DESIGN: "generateStaticParams
// never returns an empty list: the build survives an empty backend"). Builds into its own dir
// against a port nobody listens on.

const root = path.resolve(import.meta.dirname, '..', '..');
const distDir = '.next-test-nobackend';

describe('next build without a backend', () => {
  it('succeeds, knows no content paths and pre-renders no page it could not render (they render on demand)', () => {
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
    // No placeholder: a page pre-rendered now would be served with 200 as the last good page
    // for as long as the backend failed. The homes render on the first requests instead.
    for (const home of ['main.html', 'gifts.html']) expect(existsSync(path.join(root, distDir, 'server', 'app', home)), home).toBe(false);
    const app = path.join(root, distDir, 'server', 'app');
    const placeholders = readdirSync(app, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html') && !file.includes('http-status'))
      .filter((file) => /Error 5\d\d occurred/.test(readFileSync(path.join(app, file), 'utf8')));
    expect(placeholders).toEqual([]);
    rmSync(path.join(root, distDir), { recursive: true, force: true });
  }, 300_000);
});
