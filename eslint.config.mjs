import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { readdirSync } from 'node:fs';

// Feature boundaries (DESIGN.md): a feature imports edge/, features/common and other features
// only through their index.ts (anywhere), data.ts (server-only data functions) or
// components/index.ts (React components, kept out of index.ts so schema code stays edge-safe)
// or client.ts (the components client islands may import).
const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'common')
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./features/${name}`,
  from: './features',
  except: [`./${name}`, './common', ...features.filter((other) => other !== name).flatMap((other) => [`./${other}/index.ts`, `./${other}/data.ts`, `./${other}/components/index.ts`, `./${other}/client.ts`])],
  message: 'Import another feature through its index.ts, data.ts, components/index.ts or client.ts only.',
}));

const noSandbox = { group: ['@/sandbox/*', '**/sandbox/*'], message: 'The site talks to the backend over HTTP only.' };
const webApisOnly = { group: ['node:*', 'fs', 'path', 'crypto', 'http', 'net'], message: 'edge/ and routing/ run on the edge runtime: web APIs only.' };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { ignores: ['.next/**', '.next-*/**', '.content-sync/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'test-results*/**', 'playwright-report/**'] },
  {
    files: ['app/**', 'features/**', 'content-sync/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox] }] },
  },
  {
    files: ['features/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['edge/**', 'routing/**', 'middleware.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox, webApisOnly] }] },
  },
  {
    // The routing decides from the request alone: it may use edge/, never a feature's code.
    files: ['routing/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [{ target: './routing', from: './features', message: 'routing/ depends on edge/ only.' }] }] },
  },
];

export default config;
