import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { serverEnv, siteFor, type Country } from './tests/e2e/support/site';
import type { SiteOptions } from './tests/e2e/support/fixtures';

// End-to-end journeys in Debian's Chromium against `next build && next start` with the sandbox
// backend (scripts/start.ts), once per country: IE on :3101 (sandbox :4101), GB on :3102
// (sandbox :4102), each with its own build directory so both builds live side by side.
// `npm run test:e2e` first makes sure /usr/bin/chromium exists (scripts/ensure-chromium.mjs).

// Playwright must never download a browser: Chromium comes from Debian.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// E2E_COUNTRIES=IE (or GB) builds and runs one country only, for a quicker loop on one spec.
const COUNTRIES = (process.env.E2E_COUNTRIES ?? 'IE,GB').split(',').map((c) => c.trim().toUpperCase()).filter((c): c is Country => c === 'IE' || c === 'GB');

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

function webServer(country: Country): WebServer {
  const env = serverEnv(country);
  return {
    name: country,
    // A fresh sandbox database each start, and so no routing state learned from the last one
    // (content-sync/routing-sync.ts keeps it beside the route table); the build is reused when
    // the sources did not change.
    command: `node -e "const fs = require('fs'); fs.rmSync('${env.SANDBOX_DATA_DIR}', { recursive: true, force: true }); fs.rmSync('.content-sync/${env.NEXT_DIST_DIR}.routing-state.json', { force: true })" && node --import tsx scripts/start.ts`,
    env,
    url: `http://127.0.0.1:${env.PORT}/robots.txt`,
    // A build takes 15–60 s, longer when both countries build on 2 cores.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    // start.ts stops `next start` and closes the sandbox's database on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  };
}

export default defineConfig<SiteOptions>({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `./test-results${process.env.E2E_SLOT ? `-${process.env.E2E_SLOT}` : ''}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // 2 cores: one worker per country. Within a country tests run one at a time, because some
  // switch sandbox faults or read its request log, which every page of that site shares.
  workers: 2,
  fullyParallel: false,
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: COUNTRIES.map((country) => {
    const site = siteFor(country);
    return {
      name: country.toLowerCase(),
      workers: 1,
      use: { baseURL: site.mainURL, site },
    };
  }),
  webServer: COUNTRIES.map(webServer),
});
