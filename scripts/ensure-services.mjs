#!/usr/bin/env node
// Makes sure Debian's nginx and redis-server (and the packages named as arguments) are installed for the cluster (`npm run
// start:cluster`, `test:cluster`, `bench:cluster`), as scripts/ensure-chromium.mjs does for
// Chromium: quiet when both are present; otherwise installs the missing packages with apt-get
// (through sudo when not root), running `apt-get update` first if the plain install fails.
// Exits non-zero with a message saying what to do when it cannot. Nothing is started here, and
// the packages' own services are left alone: the cluster runs its own copies as children.

import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const SERVICES = [
  { binary: process.env.NGINX_PATH || '/usr/sbin/nginx', pkg: 'nginx' },
  { binary: process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server', pkg: 'redis-server' },
  // Extra tools named on the command line (bench:cluster asks for wrk): /usr/bin/<name>.
  ...process.argv.slice(2).filter((name) => /^[a-z0-9][a-z0-9.+-]*$/.test(name)).map((name) => ({ binary: `/usr/bin/${name}`, pkg: name })),
];

const present = (binary) => {
  try {
    accessSync(binary, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function fail(message) {
  console.error(`\nensure-services: ${message}\n`);
  process.exit(1);
}

const missing = SERVICES.filter((s) => !present(s.binary));
if (missing.length === 0) {
  console.log(`ensure-services: ${SERVICES.map((s) => s.binary).join(' and ')} are installed.`);
  process.exit(0);
}
const names = missing.map((s) => s.pkg);
const howTo = `install ${names.join(' and ')} yourself (Debian/Ubuntu: apt-get install -y ${names.join(' ')}), or set NGINX_PATH / REDIS_SERVER_PATH to their binaries`;

if (process.platform !== 'linux') fail(`${names.join(' and ')} missing; this script installs them only on Debian/Ubuntu (this is ${process.platform}): ${howTo}.`);
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
if (!hasCommand('apt-get')) fail(`${names.join(' and ')} missing and apt-get is not available: ${howTo}.`);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let prefix = [];
if (!isRoot) {
  if (!hasCommand('sudo')) fail(`${names.join(' and ')} missing; installing needs root, and sudo is not available. Run as root: apt-get install -y ${names.join(' ')}`);
  // -n: never prompt (a test run must not hang on a password).
  prefix = ['sudo', '-n'];
}

function aptGet(args) {
  const command = [...prefix, 'apt-get', ...args];
  console.log(`ensure-services: running ${command.join(' ')}`);
  // policy-rc.d is not ours to change: the packages' services may start; the cluster uses its
  // own ports and never talks to them.
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.error) console.error(`ensure-services: ${result.error.message}`);
  return result.status === 0;
}

console.log(`ensure-services: installing Debian's ${names.join(' and ')}.`);
const installArgs = ['install', '-y', '--no-install-recommends', ...names];
let installed = aptGet(installArgs);
if (!installed) {
  console.log('ensure-services: the install failed; refreshing the package lists and trying again.');
  installed = aptGet(['update']) && aptGet(installArgs);
}
const still = SERVICES.filter((s) => !present(s.binary));
if (!installed || still.length > 0) {
  fail(`could not install ${names.join(' and ')} (${still.map((s) => s.binary).join(', ') || 'apt-get failed'}). ` + (isRoot ? '' : 'If sudo needs a password, run: sudo apt-get install -y ' + names.join(' ') + '. ') + `Otherwise ${howTo}.`);
}
console.log(`ensure-services: installed ${names.join(' and ')}.`);
