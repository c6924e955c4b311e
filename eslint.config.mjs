import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { readdirSync } from 'node:fs';

// Feature boundaries (DESIGN.md, docs/architecture.md "Features").
// 1. Entry files: a feature imports another only through its index.ts (schema and rules, edge-
//    safe), data.ts (server-only data), components/index.ts (server components) or client.ts
//    (client islands). app/ may also use server.ts (route handlers) and the page modules
//    (pages.tsx, *-page.tsx), which no feature imports. features/common is a library of small
//    modules, imported by path.
// 2. One direction: features are layered, and a feature imports only the ones before it, so no
//    two features import each other, directly or round a loop. Blocks another feature renders
//    get their renderers passed in by the page (features/blocks BlockContext.renderers).
const LAYERS = ['common', 'consent', 'settings', 'chrome', 'checkout', 'blocks', 'gifts', 'content', 'listing', 'donation'];
const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const unlayered = features.filter((name) => !LAYERS.includes(name));
if (unlayered.length > 0) throw new Error(`eslint.config.mjs: add ${unlayered.join(', ')} to LAYERS`);
// wallet.ts, wallet-panel.ts: features/checkout's light entries for a content page's wallet button
// and its panel (no zod).
const ENTRY_FILES = ['index.ts', 'data.ts', 'components/index.ts', 'client.ts', 'wallet.ts', 'wallet-panel.ts'];
const entriesOf = (name, files = ENTRY_FILES) => files.map((file) => `./${name}/${file}`);
const featureZones = LAYERS.filter((name) => name !== 'common').flatMap((name) => {
  const below = LAYERS.slice(0, LAYERS.indexOf(name));
  const above = LAYERS.slice(LAYERS.indexOf(name) + 1);
  return [
    {
      target: `./features/${name}`,
      from: './features',
      except: [`./${name}`, './common', ...below.filter((other) => other !== 'common').flatMap((other) => entriesOf(other))],
      message: 'Import another feature through its index.ts, data.ts, components/index.ts or client.ts only.',
    },
    ...above.map((other) => ({
      target: `./features/${name}`,
      from: `./features/${other}`,
      message: `features/${name} comes before features/${other} (LAYERS in eslint.config.mjs): dependencies point one way. Pass a renderer or a value in instead.`,
    })),
  ];
});
const commonZone = { target: './features/common', from: './features', except: ['./common'], message: 'features/common depends on no feature.' };
// A page module (pages.tsx, *-page.tsx) is an entry of its own: one per page, not a barrel,
// because a page ships every client component its imports reach, re-exports included.
const pageModules = (name) => readdirSync(new URL(`./features/${name}`, import.meta.url)).filter((file) => /^(pages|[\w-]+-page)\.tsx$/.test(file));
const appZone = {
  target: './app',
  from: './features',
  except: ['./common', ...features.filter((name) => name !== 'common').flatMap((name) => entriesOf(name, [...ENTRY_FILES, 'server.ts', ...pageModules(name)]))],
  message: "app/ wires routes to features' entry files only: index.ts, data.ts, components/index.ts, client.ts, server.ts (route handlers) or a page module (pages.tsx, *-page.tsx).",
};

const noSandbox = { group: ['@/sandbox/*', '**/sandbox/*'], message: 'The site talks to the backend over HTTP only.' };
const nextLink = { name: 'next/link', message: "Links go through features/common/components/Link (prefetch on intent, not on view)." };
const nextImage = { name: 'next/image', importNames: ['default'], message: 'Images go through features/common/components/Img (getImageProps: no image client component on the page).' };
const webApisOnly = { group: ['node:*', 'fs', 'path', 'crypto', 'http', 'net'], message: 'edge/ and routing/ are web-API code: no Node modules (routing/build-table.ts excepted).' };
const nodeLimiter = { group: ['**/request/shared-rate-limit', '**/request/redis.mjs'], message: 'request/shared-rate-limit.ts and request/redis.mjs need Node (redis): edge/, routing/ and middleware.ts stay web-API code and use request/rate-limit.ts.' };
// Tests and their fixtures live under tests/ (and beside the code as *.test.ts): the site never imports them.
const noTests = { group: ['@/tests/*', '**/tests/*'], message: 'The site never imports test code: fixtures and test helpers live under tests/ for the tests alone.' };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { ignores: ['.next/**', '.next-*/**', '.bench-floor/**', '.content-sync/**', '.vercel/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'test-results*/**', 'playwright-report/**'] },
  {
    files: ['app/**', 'features/**', 'content-sync/**'],
    ignores: ['features/common/components/Link.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLink, nextImage], patterns: [noSandbox, noTests] }] },
  },
  {
    files: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'features/**/*.test.ts', 'features/**/*.test.tsx', 'content-sync/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLink, nextImage], patterns: [noSandbox] }] },
  },
  {
    files: ['features/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...featureZones, commonZone] }] },
  },
  {
    files: ['app/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [appZone] }] },
  },
  {
    // No module imports itself round a loop, anywhere in the site's code (a test is imported
    // by nothing, so it closes no loop).
    files: ['app/**', 'features/**', 'edge/**', 'routing/**', 'content-sync/**', 'request/**', 'middleware.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Type-only loops, which import/no-cycle skips, fail tests/architecture/import-cycles.test.ts.
  {
    // A component stays small enough to read at once: split it into components and hooks.
    files: ['**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 200 }] },
  },
  {
    // The middleware runs on Node (to read the build's files: docs/architecture.md "Decisions"),
    // but its rules stay web-API code, portable to any runtime; routing/build-table.ts alone
    // reads the disk.
    files: ['edge/**', 'routing/**', 'middleware.ts'],
    ignores: ['**/*.test.ts', 'routing/build-table.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox, webApisOnly, nodeLimiter, noTests] }] },
  },
  {
    files: ['edge/**/*.test.ts', 'routing/**/*.test.ts', 'middleware.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox, webApisOnly, nodeLimiter] }] },
  },
  {
    // request/ is the request plumbing every layer shares (burst limits, the client's address,
    // cookies, log lines, cache-tag names): it sits below edge/ and imports none of the site's
    // code, so the dependency points one way. Web APIs only, but for the Redis limiter.
    files: ['request/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [{ target: './request', from: ['./app', './features', './content-sync', './edge', './routing', './sandbox', './middleware.ts'], message: 'request/ depends on no other part of the site: they depend on it.' }] }],
    },
  },
  {
    files: ['request/**'],
    ignores: ['**/*.test.ts', 'request/shared-rate-limit.ts', 'request/redis.mjs'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox, noTests, { ...webApisOnly, message: 'request/ is web-API code, like edge/ (request/shared-rate-limit.ts and request/redis.mjs excepted).' }] }] },
  },
  {
    // The routing decides from the request alone: it may use edge/, never a feature's code.
    files: ['routing/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [{ target: './routing', from: './features', message: 'routing/ depends on edge/ only.' }] }] },
  },
];

export default config;
