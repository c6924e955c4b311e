import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const noSandbox = { group: ['@/sandbox/*', '**/sandbox/*'], message: 'The site talks to the backend over HTTP only.' };
const webApisOnly = { group: ['node:*', 'fs', 'path', 'crypto', 'http', 'net'], message: 'edge/ runs on the edge runtime: web APIs only.' };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['app/**', 'features/**', 'content-sync/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox] }] },
  },
  {
    files: ['edge/**', 'middleware.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox, webApisOnly] }] },
  },
];

export default config;
