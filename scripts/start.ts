import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { DEFAULT_REVALIDATE_SECRET, SandboxEnvError, sandboxCountry, sandboxOptionsFromEnv, startAppEnv, startFailure } from '../sandbox/env';
import { sandboxRevolutEnv } from '../sandbox/revolut';
import { startSandbox } from '../sandbox/server';
import { log } from '../request/log';
import { newestBuildSource } from './build-sources';
import { launchCheck, recheckLaunch } from './launch-check';

// `npm start` (and `npm run dev` with --dev): the sandbox backend and the site in one process
// tree. Builds first when there is no build, when the sources changed since, or when the
// country differs from the built one. Ctrl-C stops both. With --build-only it stops after the
// build (`npm run start:cluster` builds through it, then starts its instances).

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const buildOnly = process.argv.includes('--build-only');
const sitePort = Number(process.env.PORT ?? 3000);
const external = Boolean(process.env.BACKEND_URL);
/** Staging (test payments, every method) with the embedded sandbox, production with a real backend. */
const appEnv = startAppEnv(process.env);
/** With the embedded sandbox, the site and the sandbox share its webhook secret; a real backend brings its own. */
const revalidateSecret = process.env.REVALIDATE_SECRET ?? (external ? undefined : DEFAULT_REVALIDATE_SECRET);
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
/** NEXT_DIST_DIR lets several builds live side by side (the end-to-end tests build IE and GB). */
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');

const country = envOrFail(() => sandboxCountry(process.env));

function envOrFail<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof SandboxEnvError) fail(error.message);
    throw error;
  }
}

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, host);
  });
}

function needsBuild(): string | null {
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return 'no build yet';
  const marker = path.join(distDir, 'site-build-settings');
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== buildSettings()) return `the build is not for ${buildSettings()}`;
  // What a build is made from (scripts/build-sources.ts): a change to any of it means a new build.
  const newest = newestBuildSource(root, { sandbox: !external });
  if (newest && newest.mtimeMs > statSync(buildId).mtimeMs) return `sources changed since the last build (${newest.file})`;
  return null;
}

/** The payment providers' publishable keys, inlined into the checkout at build time. */
const PAYMENT_KEYS = [
  'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY_TEST',
  'NEXT_PUBLIC_PAYPAL_CLIENT_ID',
  'NEXT_PUBLIC_PAYPAL_CLIENT_ID_TEST',
  'NEXT_PUBLIC_REVOLUT_PUBLIC_KEY',
  'NEXT_PUBLIC_REVOLUT_PUBLIC_KEY_TEST',
  // The captcha's widget (site key and script), inlined the same way.
  'NEXT_PUBLIC_TURNSTILE_SITE_KEY',
  'NEXT_PUBLIC_TURNSTILE_SCRIPT_URL',
];

/** What a build fixes (country, hosts, backend, payment keys, the storefronts' origins its pages link to): a change means a new build. */
function buildSettings(): string {
  const backend = process.env.BACKEND_URL ?? `sandbox:${process.env.SANDBOX_PORT ?? 4000}`;
  const keys = PAYMENT_KEYS.map((name) => process.env[name] ?? '').join(',');
  return `${country} main=${process.env.MAIN_HOSTS ?? 'localhost,127.0.0.1'} gifts=${process.env.GIFTS_HOSTS ?? 'gifts.localhost'} backend=${backend} env=${appEnv} gtm=${process.env.NEXT_PUBLIC_GTM_ID ?? ''} payments=${keys} origins=${process.env.MAIN_SITE_URL ?? `:${sitePort}`},${process.env.GIFTS_SITE_URL ?? `:${sitePort}`}${buildOnlySettings()}`;
}

/** The other variables only a build reads (README "Configuration", *build*), named when set. */
function buildOnlySettings(): string {
  const set = ['PRERENDER_LIMIT', 'NEXT_PUBLIC_SENTRY_DSN', 'NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE'].filter((name) => process.env[name]);
  return set.map((name) => ` ${name}=${process.env[name]}`).join('');
}

const children = new Set<ChildProcess>();
let stopping = false;

function run(args: string[], env: NodeJS.ProcessEnv, script = nextBin): ChildProcess {
  const plain = script === nextBin || script.endsWith('.mjs');
  const child = spawn(process.execPath, plain ? [script, ...args] : ['--import', 'tsx', script, ...args], { cwd: root, env, stdio: 'inherit' });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function main() {
  if (buildOnly && !needsBuild()) {
    console.log(`The build in ${path.relative(root, distDir)} is up to date.`);
    return;
  }
  if (!buildOnly && !(await portFree(sitePort, '::')) && !(await portFree(sitePort, '0.0.0.0'))) {
    fail(`Port ${sitePort} is already in use: stop what runs there, or set PORT to another port.`);
  }
  const env: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: '1', ...process.env, DEFAULT_COUNTRY: country, PORT: String(sitePort), APP_ENV: appEnv };
  if (revalidateSecret) env.REVALIDATE_SECRET = revalidateSecret;

  let closeSandbox = async () => {};
  if (!external) {
    const options = envOrFail(() => sandboxOptionsFromEnv(process.env, root, `http://localhost:${sitePort}`));
    const sandbox = await startSandbox(options).catch((error: unknown) => fail(startFailure(error, options.port)));
    closeSandbox = () => sandbox.close();
    env.BACKEND_URL = sandbox.url;
    // Revolut Pay's test mode makes its orders at the sandbox's stand-in, unless a Revolut sandbox key is given.
    if (!env.REVOLUT_SECRET_KEY_TEST && !env.REVOLUT_API_URL_TEST) Object.assign(env, sandboxRevolutEnv(sandbox.port));
    console.log(`Sandbox backend (${country}) on ${sandbox.url}`);
    if (appEnv === 'staging') console.log('Payments: test mode with every method (APP_ENV=staging); APP_ENV=production takes live payments only.');
  }

  // Production refuses to start without what a donor's checkout needs (scripts/launch-check.ts),
  // but not for a backend it cannot read now: it starts, serves what is cached, and checks later.
  const launch = await launchCheck(env, fetch, { peerStamped: !dev });
  if (launch.kind === 'refused') {
    await closeSandbox();
    fail(`The site cannot start (APP_ENV=${appEnv}):\n${launch.problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  if (launch.kind === 'unchecked') {
    log.warn('launch_settings_unavailable', { reason: launch.reason, message: 'Starting without the launch check: cached pages are served, and the settings are read again until the check can be made.' });
  }
  let recheck: { stop(): void } | null = null;

  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    recheck?.stop();
    for (const child of children) child.kill('SIGTERM');
    await closeSandbox();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const exitCode = (child: ChildProcess) => new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  const reason = dev ? 'development server' : needsBuild();
  // `npm run build`'s script: the route table and the build's tsconfig, then `next build`;
  // `next dev` reads the same files.
  const build = path.join(root, 'scripts', 'build.ts');
  if (dev) await exitCode(run(['--prepare'], env, build));
  if (!dev && reason) {
    console.log(`Building the site (${reason})…`);
    const code = await exitCode(run([], env, build));
    if (code !== 0) {
      console.error('The build failed.');
      return stop(code);
    }
    writeFileSync(path.join(distDir, 'site-build-settings'), buildSettings());
  }
  if (buildOnly) {
    console.log('Built.');
    return stop(0);
  }
  // Production: the site's own server (scripts/serve.mjs), `next start` with the TCP peer
  // stamped into the address headers, so a client cannot choose the address it is counted by.
  const site = dev ? run(['dev', '-p', String(sitePort)], env) : run(['-p', String(sitePort)], env, path.join(root, 'scripts', 'serve.mjs'));
  console.log(`Main site:  http://localhost:${sitePort}\nGifts shop: http://gifts.localhost:${sitePort}`);
  site.on('exit', (code) => void stop(code ?? 0));
  if (launch.kind === 'unchecked') recheck = recheckLaunch(env, { peerStamped: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
