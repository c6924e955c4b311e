import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // tests/reliability has its own config (a build and a site for the whole run): npm run test:reliability.
    exclude: ['node_modules/**', '.next/**', '.data/**', 'tests/e2e/**', 'tests/reliability/**', 'tests/cluster/**'],
    environment: 'node',
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Contract and sandbox tests start a sandbox per file on its own port and data dir.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
