#!/usr/bin/env node
// Makes sure Debian's Chromium is installed for the end-to-end tests (playwright.config.ts
// launches /usr/bin/chromium; Playwright itself never downloads a browser here). Fast and
// silent-ish when it is present; otherwise installs the `chromium` package with apt-get
// (through sudo when not root), running `apt-get update` first if the plain install fails.
// Exits non-zero with a message saying what to do when it cannot.

import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const BINARY = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PACKAGE = 'chromium';

function present() {
  try {
    accessSync(BINARY, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(`\nensure-chromium: ${message}\n`);
  process.exit(1);
}

if (present()) {
  console.log(`ensure-chromium: ${BINARY} is installed.`);
  process.exit(0);
}

if (process.platform !== 'linux') {
  fail(`${BINARY} is missing and this script installs it only on Debian/Ubuntu (this is ${process.platform}). Install Chromium and set CHROMIUM_PATH to its binary.`);
}

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
if (!hasCommand('apt-get')) fail(`${BINARY} is missing and apt-get is not available: install Chromium yourself and set CHROMIUM_PATH to its binary.`);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let prefix = [];
if (!isRoot) {
  if (!hasCommand('sudo')) fail(`${BINARY} is missing; installing it needs root, and sudo is not available. Run as root: apt-get install -y ${PACKAGE}`);
  // -n: never prompt (a test run must not hang on a password).
  prefix = ['sudo', '-n'];
}

function aptGet(args) {
  const command = [...prefix, 'apt-get', ...args];
  console.log(`ensure-chromium: running ${command.join(' ')}`);
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) console.error(`ensure-chromium: ${result.error.message}`);
  return result.status === 0;
}

console.log(`ensure-chromium: ${BINARY} is missing; installing Debian's ${PACKAGE} package.`);
const installArgs = ['install', '-y', '--no-install-recommends', PACKAGE];
let installed = aptGet(installArgs);
if (!installed) {
  console.log('ensure-chromium: the install failed; refreshing the package lists and trying again.');
  installed = aptGet(['update']) && aptGet(installArgs);
}
if (!installed || !present()) {
  fail(
    `could not install ${PACKAGE} (${BINARY} is still missing). ` +
      (isRoot ? '' : 'If sudo needs a password, run: sudo apt-get install -y chromium. ') +
      'The end-to-end tests need Debian’s Chromium; Playwright does not download browsers here.',
  );
}
console.log(`ensure-chromium: installed ${BINARY}.`);
