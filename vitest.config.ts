import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:quick` (scripts/test-quick.mjs) sets TEST_QUICK=1: it leaves out the suites that
// run a whole `next build` (tests/build), the contract tests (every payload of two sandboxes,
// IE and GB; also `npm run test:contract`) and the fuzzing of the sandbox. `npm test` runs them.
const quick = Boolean(process.env.TEST_QUICK);
const NOT_QUICK = ['tests/build/**', 'tests/contract/**', 'tests/fuzz/**'];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // tests/reliability has its own config (a build and a site for the whole run): npm run test:reliability.
    // .next-*/ are build and scratch directories, some holding copies of the sources and their tests.
    exclude: ['node_modules/**', '.next/**', '.next-*/**', '.data/**', 'test-results*/**', 'tests/e2e/**', 'tests/smoke/**', 'tests/reliability/**', 'tests/cluster/**', ...(quick ? NOT_QUICK : [])],
    environment: 'node',
    globalSetup: ['tests/support/blank-database.ts'],
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine. Most
    // files wait on sockets, child processes or timers (sandboxes, builds) rather than compute, so
    // two files at a time on any machine, never fewer; every file has its own ports and data dirs.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Contract and sandbox tests start a sandbox per file on its own port and data dir.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
