import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startTestSandbox } from '@/tests/support/sandbox';
import { sandboxRevolutEnv } from '@/sandbox/revolut';
import { buildSite, root, siteEnv, startSite } from '@/tests/support/site-build';
import { FIGURES_FILE } from './figures-reporter';
import { inspectorUrl } from './memory';

// One sandbox (in this process) and one production build of the site against it, started
// with scripts/serve.mjs (as `npm start` runs it), for every reliability test. The build is given distinctive server-side
// secrets, so the secrets test can look for them in what it ships and answers.
// RELIABILITY_KEEP_BUILD=1 keeps the build (and its secrets) for the next run and reuses it,
// with the sandbox on a fixed port (RELIABILITY_SANDBOX_PORT, default 4990): for iterating on
// the tests, never in CI.

const distDir = '.next-test-reliability';
const keep = process.env.RELIABILITY_KEEP_BUILD === '1';
const secretsFile = path.join(root, distDir, 'reliability-secrets.json');

export default async function setup(project: TestProject) {
  mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  rmSync(FIGURES_FILE, { force: true });
  const sandbox = await startTestSandbox({ country: 'IE', port: keep ? Number(process.env.RELIABILITY_SANDBOX_PORT ?? 4990) : 0 });
  const reuse = keep && existsSync(secretsFile);
  const secret = (name: string) => `${name}-${randomBytes(12).toString('hex')}`;
  const secrets: Record<string, string> = reuse
    ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>)
    : {
        REVALIDATE_SECRET: secret('revalidate'),
        ADMIN_SECRET: secret('admin'),
        PAYMENT_SECRET: secret('payment'),
        BACKEND_SECRET: secret('backend'),
        BACKEND_HTTP_AUTH: `charity:${secret('basic')}`,
      };
  // Staging: test payment mode for everyone, so drills can place orders over HTTP; Revolut Pay's
  // test mode makes its orders at the sandbox's stand-in (the limits test counts them).
  const env = siteEnv(distDir, sandbox.url, { ...secrets, ...sandboxRevolutEnv(Number(new URL(sandbox.url).port)), APP_ENV: 'staging' });
  if (!reuse) {
    const started = Date.now();
    const build = await buildSite(env);
    if (build.status !== 0) {
      await sandbox.cleanup();
      throw new Error(`next build failed:\n${build.output.slice(-4000)}`);
    }
    process.stdout.write(`reliability: built the site in ${Math.round((Date.now() - started) / 1000)} s\n`);
    if (keep) writeFileSync(secretsFile, JSON.stringify(secrets));
  }
  const site = await startSite(env, { inspect: true });
  project.provide('reliability', {
    siteUrl: site.url,
    sandboxUrl: sandbox.url,
    distDir: path.join(root, distDir),
    figuresFile: FIGURES_FILE,
    secrets,
    sitePid: site.child.pid!,
    siteInspector: inspectorUrl(site.output()),
  });
  return async () => {
    await site.stop();
    // The site's own log, for reading after a failed run (CI keeps test-results/).
    writeFileSync(path.join(path.dirname(FIGURES_FILE), 'reliability-site.log'), site.output());
    await sandbox.cleanup();
    if (!keep) rmSync(path.join(root, distDir), { recursive: true, force: true });
  };
}
