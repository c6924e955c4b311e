#!/usr/bin/env node
// `npm run test:quick`: the fast loop before a push, in a few minutes on a 2-core machine. Four
// stages run side by side, each into its own log (test-results-quick/<stage>.log), and a line
// per stage says how it ended and how long it took:
//   typecheck  tsc over the whole project (scripts/typecheck.mjs, incremental)
//   lint       eslint over the whole project
//   unit       vitest, all suites but the ones running a whole `next build` (tests/build)
//   smoke      one journey per storefront in Chromium against `next dev` (tests/smoke/)
// `npm test` stays the complete run (CI): every vitest suite, the e2e journeys on
// production builds, reliability and cluster. Name stages to run only those:
// `npm run test:quick -- lint unit`.

import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOGS = path.join(root, 'test-results-quick');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

/** Each stage: one or more commands run one after another (the first failure ends it). */
const STAGES = {
  // The smoke's dev server compiles pages for most of its run: it starts first.
  smoke: [
    ['node', 'scripts/ensure-chromium.mjs'],
    ['node', bin('@playwright/test', 'cli.js'), 'test', '-c', 'tests/smoke/playwright.config.ts'],
  ],
  typecheck: [['node', 'scripts/typecheck.mjs']],
  // No cache: a file's import rules (cycles, layers) depend on other files, which a cache keyed
  // on the file itself does not see.
  lint: [['node', bin('eslint', 'bin/eslint.js'), '.']],
  unit: [['node', bin('vitest', 'vitest.mjs'), 'run']],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in STAGES));
if (unknown.length > 0) {
  console.error(`test:quick: no stage ${unknown.join(', ')}; the stages are ${Object.keys(STAGES).join(', ')}.`);
  process.exit(2);
}
const names = asked.length > 0 ? Object.keys(STAGES).filter((name) => asked.includes(name)) : Object.keys(STAGES);

mkdirSync(LOGS, { recursive: true });
const running = new Set();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

function runCommand([command, ...args], log) {
  return new Promise((resolve) => {
    log.write(`$ ${[command, ...args].join(' ')}\n`);
    // Its own process group, so Ctrl-C (or a failure to stop) ends the whole tree: Playwright's servers too.
    const child = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: root,
      env: { ...process.env, TEST_QUICK: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => log.write(`${error.message}\n`));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function runStage(name) {
  const file = path.join(LOGS, `${name}.log`);
  const log = createWriteStream(file);
  const started = Date.now();
  let code = 0;
  for (const command of STAGES[name]) {
    code = await runCommand(command, log);
    if (code !== 0) break;
  }
  await new Promise((resolve) => log.end(resolve));
  const took = seconds(started);
  console.log(`${code === 0 ? 'pass' : 'FAIL'}  ${name.padEnd(9)} ${took.padStart(6)} s   ${path.relative(root, file)}`);
  return { name, code, took, file };
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

const started = Date.now();
console.log(`test:quick: ${names.join(', ')} side by side; logs in ${path.relative(root, LOGS)}/`);
const results = await Promise.all(names.map(runStage));
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) {
  const lines = readFileSync(r.file, 'utf8').trimEnd().split('\n');
  console.log(`\n── ${r.name} failed (last ${Math.min(60, lines.length)} lines of ${path.relative(root, r.file)}) ──\n${lines.slice(-60).join('\n')}`);
}
console.log(`\ntest:quick: ${failed.length === 0 ? 'all passed' : `${failed.map((r) => r.name).join(', ')} failed`} in ${seconds(started)} s (npm test is the complete run)`);
process.exit(failed.length === 0 ? 0 : 1);
