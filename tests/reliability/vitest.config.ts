import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: fuzz, replay, outage drills, secrets, the edge, renders and the
// 60-second load runs against one production build of the site and one sandbox
// (./global-setup.ts). `npm run test:reliability:load` runs the load file alone
// (RELIABILITY_LOAD=1). Files run one at a time: a drill's fault switch must never reach
// another file's requests, and the load runs must have the machine to themselves.

const load = process.env.RELIABILITY_LOAD === '1';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../../', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('../../', import.meta.url)),
    include: load ? ['tests/reliability/load.test.ts'] : ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/reliability/global-setup.ts'],
    setupFiles: ['tests/reliability/next-cache.ts'],
    fileParallelism: false,
    reporters: ['default', './tests/reliability/figures-reporter.ts', './tests/support/summary-reporter.ts'],
    testTimeout: 300_000,
    hookTimeout: 900_000,
  },
});
