import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { loadConfig } from './edge/config';
import { imageRemotePatterns } from './edge/images';
import { DEVICE_SIZES } from './features/common/breakpoints';
import { securityHeaderRules } from './edge/security-headers';
import { routeTableFile } from './routing/build-table';
import { buildTsconfigFile } from './scripts/build-paths';

// Routing is middleware.ts's (routing/decide.ts), which reads the route table `npm run build`
// writes first (scripts/build.ts, content-sync/snapshot.ts) from disk; see docs/architecture.md
// "One request". This file takes only the build id from it, and the environment (through
// edge/config.ts), nothing else.

/** The build id `npm run build` chose for this build directory; a build without a route table stops. */
function buildId(phase: string, distDir: string, fallback: string | undefined): string {
  const file = routeTableFile(distDir);
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { buildId: string }).buildId;
  if (phase === PHASE_PRODUCTION_BUILD) {
    throw new Error(`No route table at ${file}: build with \`npm run build\`, which takes the content snapshot first (a bare \`next build\` would build a site that knows no page).`);
  }
  // `next dev` or `next start` without it: every path is asked about.
  return fallback || 'development';
}

export default function nextConfig(phase: string): NextConfig {
  // The same validation as at run time: a bad variable fails the build with its name.
  const config = loadConfig();
  const backendIsLocal = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(config.BACKEND_URL).hostname);
  const distDir = config.NEXT_DIST_DIR;
  const id = buildId(phase, distDir, config.BUILD_ID);
  return {
    distDir,
    reactStrictMode: true,
    poweredByHeader: false,
    // A cache shared on Redis when REDIS_URL is set (cache-handler.mjs; docs/architecture.md
    // "Several instances"); Next's own cache otherwise. `next start` reads this file again, so the
    // variable counts where the site starts, not where it was built.
    ...(config.REDIS_URL ? { cacheHandler: path.resolve('cache-handler.mjs') } : {}),
    // Node clients for that Redis, loaded as they are rather than bundled.
    serverExternalPackages: ['redis', 'rate-limiter-flexible'],
    // Type errors never reach a deployment: a `next build` type-checks and fails on an error, as
    // Next does by default, unless scripts/build.ts found that `npm run typecheck` passed on
    // exactly these sources in this checkout (`npm test` runs it before its builds). A
    // deployment has no such record, so it always checks (tests/deploy/type-check.test.ts).
    // The tsconfig is this build directory's own (scripts/build-paths.ts).
    typescript: { tsconfigPath: buildTsconfigFile(distDir), ignoreBuildErrors: config.SITE_TYPES_CHECKED },
    // One id for Next's assets and /build.txt (content-sync/snapshot.ts makes it per build).
    generateBuildId: async () => id,
    env: {
      NEXT_PUBLIC_BUILD_ID: id,
      // features/common/modes.ts: which payment mode the browser offers (the order route checks).
      NEXT_PUBLIC_APP_ENV: config.APP_ENV,
    },
    images: {
      // SPEC §9 breakpoints: ss 360, ms 480, xs 576, sm 768, md 992, lg 1200, xl 1520, ll 1920.
      deviceSizes: DEVICE_SIZES,
      imageSizes: [64, 128, 256],
      // Only the backend's image paths, never with a query (edge/images.ts).
      remotePatterns: imageRemotePatterns(config),
      // The sandbox backend runs on loopback; Next 16 refuses to optimise local addresses otherwise.
      dangerouslyAllowLocalIP: backendIsLocal,
    },
    async headers() {
      return securityHeaderRules(config.DEFAULT_COUNTRY, phase === PHASE_DEVELOPMENT_SERVER);
    },
  };
}
