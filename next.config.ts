import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { EMPTY_ROUTE_TABLE, type RouteTable } from './routing/snapshot';
import { parseConfig } from './edge/config';
import { imageRemotePatterns } from './edge/images';
import { DEVICE_SIZES } from './features/common/breakpoints';
import { securityHeaderRules } from './edge/security-headers';
import { typeCheckedAlready } from './scripts/typecheck.mjs';
import { addCompileHints } from './scripts/compile-hints';

// Routing is middleware.ts's (routing/decide.ts): this file only hands it the route table
// content-sync writes before the build (content-sync/snapshot.ts), inlined as ROUTING_TABLE;
// see docs/architecture.md "One request".

// The same validation as at run time: a bad variable fails the build with its name.
const config = parseConfig(process.env);
const distDir = process.env.NEXT_DIST_DIR || '.next';

function readRouteTable(): RouteTable {
  const file = path.resolve('.content-sync', `${path.basename(distDir)}.route-table.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as RouteTable;
  // No snapshot (a bare `next dev`/`next build`): every path asks the router.
  return { ...EMPTY_ROUTE_TABLE, buildId: process.env.BUILD_ID || 'development' };
}
const table = readRouteTable();

// Next adds its build directory's type globs to the tsconfig a build reads. Each build
// directory reads its own, made here beside its route table and extending tsconfig.json, so
// tsconfig.json stays as committed whichever directories are built.
function buildTsconfig(): string {
  const file = path.join('.content-sync', `${path.basename(distDir)}.tsconfig.json`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ extends: '../tsconfig.json', include: ['../next-env.d.ts', '../**/*.ts', '../**/*.tsx'] }, null, 2)}\n`);
  }
  return file;
}

const backend = new URL(config.BACKEND_URL);
const backendIsLocal = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(backend.hostname);

const nextConfig: NextConfig = {
  distDir,
  reactStrictMode: true,
  poweredByHeader: false,
  // Next's file-system cache, or a cache shared on Redis when REDIS_URL is set at run time
  // (cache-handler.mjs; docs/architecture.md "Several instances").
  cacheHandler: path.resolve('cache-handler.mjs'),
  // Node clients for that Redis, loaded as they are rather than bundled.
  serverExternalPackages: ['redis', 'rate-limiter-flexible'],
  // Type errors never reach a deployment: a `next build` type-checks and fails on an error, as
  // Next does by default, unless `npm run typecheck` passed on exactly these sources in this
  // checkout (scripts/typecheck.mjs; `npm test` runs it before its builds). A deployment has no
  // such record, so it always checks (tests/deploy/type-check.test.ts).
  typescript: { tsconfigPath: buildTsconfig(), ignoreBuildErrors: typeCheckedAlready() },
  // One id for Next's assets and /build.txt (content-sync/snapshot.ts makes it per build).
  generateBuildId: async () => table.buildId,
  env: {
    NEXT_PUBLIC_BUILD_ID: table.buildId,
    // The middleware's known paths, redirects and home aliases at build time (routing/live.ts
    // keeps the live part fresh). Only the server bundles read it.
    ROUTING_TABLE: JSON.stringify({ main: table.main, gifts: table.gifts }),
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
  compiler: {
    // Client chunks of 16 KB or more open with V8's compile hint, so Chrome compiles them off
    // the main thread as they download (scripts/compile-hints.ts). Before the pages are prerendered.
    runAfterProductionCompile: async ({ distDir: built }) => {
      addCompileHints(built);
    },
  },
  async headers() {
    return securityHeaderRules(config.DEFAULT_COUNTRY);
  },
};

export default nextConfig;
