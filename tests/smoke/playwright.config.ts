import { defineConfig } from '@playwright/test';
import type { SiteOptions } from '../e2e/support/fixtures';
import { SMOKE_COUNTRY, smokeServerEnv, smokeSite } from './site';

// The smoke journeys of `npm run test:quick`: one per storefront (main site, gifts shop) in
// Debian's Chromium, against one site for SMOKE_COUNTRY (IE by default) with the sandbox backend.
// The full journeys are `npm run test:e2e` (playwright.config.ts), against production builds.
//
// The site is a production build, `npm start`'s (scripts/start.ts): built when a source changed
// since the last build in NEXT_DIST_DIR, else reused, so a run meets the sources as they are
// without paying a cold `next dev` compile per page. SMOKE_SERVER=dev runs `next dev` instead.

// Playwright must never download a browser: Chromium comes from Debian.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const dev = process.env.SMOKE_SERVER === 'dev';
const env = smokeServerEnv();
const site = smokeSite();
const SLOT = process.env.E2E_SLOT ? `-${process.env.E2E_SLOT}` : '';

export default defineConfig<SiteOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `../../test-results-smoke${SLOT}`,
  // In dev a page's first request waits for its compile (a minute on a busy 2-core machine); a
  // production build answers at once. Never a retry.
  timeout: dev ? 300_000 : 120_000,
  expect: { timeout: dev ? 60_000 : 20_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The two journeys use different storefronts and find their orders by id: they run side by side.
  workers: 2,
  fullyParallel: true,
  reporter: [['list'], ['../e2e/support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    actionTimeout: dev ? 60_000 : 20_000,
    navigationTimeout: dev ? 120_000 : 30_000,
    baseURL: site.mainURL,
    site,
  },
  projects: [{ name: `smoke-${SMOKE_COUNTRY.toLowerCase()}` }],
  webServer: {
    name: `smoke-${SMOKE_COUNTRY}`,
    // A fresh sandbox database each start.
    command: `node -e "require('fs').rmSync('${env.SANDBOX_DATA_DIR}', { recursive: true, force: true })" && node --import tsx scripts/start.ts${dev ? ' --dev' : ''}`,
    cwd: '../..',
    env,
    url: `http://127.0.0.1:${env.PORT}/robots.txt`,
    timeout: dev ? 180_000 : 600_000,
    // Never a server left over from another run: its code or sandbox may be stale.
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
