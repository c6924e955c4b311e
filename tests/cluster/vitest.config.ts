import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: the cluster drills (./cluster.test.ts) against one build, two
// instances on Redis and nginx, all started and stopped by the file itself (./cluster.ts).

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../../', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('../../', import.meta.url)),
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    testTimeout: 120_000,
    hookTimeout: 900_000,
  },
});
