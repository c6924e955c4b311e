#!/usr/bin/env node
// `npm run test:quick`: the loop before a push (its time on this machine: docs/benchmarks.md
// "The quick loop"). Its stages run in two lanes, one stage after another in each, so the machine
// runs two things at once, never four that starve each other:
//   lane 1  typecheck  tsc over the whole project (scripts/typecheck.mjs, incremental)
//           smoke      one journey per storefront in Chromium (tests/smoke/) against a
//                      production build, built first only when a source changed since the
//                      last one (scripts/start.ts); that build skips its own type check, which
//                      the typecheck stage has just done on the same sources
//   lane 2  lint       eslint over the whole project, each file's result cached by content
//           unit       vitest, without the suites that build the site (tests/build)
// Each stage writes its own log (test-results-quick/<stage>.log); a line per stage says how it
// ended and how long it took. `npm test` stays the complete run (CI). Name stages to run only
// those: `npm run test:quick -- lint unit`.

import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOGS = path.join(root, 'test-results-quick');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

/** Each stage: commands run one after another (the first failure ends it). */
const STAGES = {
  typecheck: [['node', 'scripts/typecheck.mjs']],
  smoke: [
    ['node', 'scripts/ensure-chromium.mjs'],
    ['node', bin('@playwright/test', 'cli.js'), 'test', '-c', 'tests/smoke/playwright.config.ts'],
  ],
  // Cached by content: a file's lint result depends on the file alone, since import loops (which
  // depend on other files) are left to tests/architecture/import-cycles.test.ts in the unit stage.
  lint: [['node', bin('eslint', 'bin/eslint.js'), '--rule', 'import/no-cycle: off', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint-quick/', '.']],
  unit: [['node', bin('vitest', 'vitest.mjs'), 'run']],
};

/** The lanes, each run in order; the lanes run side by side. */
const LANES = [
  ['typecheck', 'smoke'],
  ['lint', 'unit'],
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in STAGES));
if (unknown.length > 0) {
  console.error(`test:quick: no stage ${unknown.join(', ')}; the stages are ${Object.keys(STAGES).join(', ')}.`);
  process.exit(2);
}
const chosen = (name) => asked.length === 0 || asked.includes(name);
const lanes = LANES.map((lane) => lane.filter(chosen)).filter((lane) => lane.length > 0);

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

/** A lane's stages in order. A failed type check does not stop the smoke: its build checks types itself. */
async function runLane(lane) {
  const results = [];
  for (const name of lane) results.push(await runStage(name));
  return results;
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
console.log(`test:quick: ${lanes.map((lane) => lane.join(' → ')).join('  ‖  ')}; logs in ${path.relative(root, LOGS)}/`);
const results = (await Promise.all(lanes.map(runLane))).flat();
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) {
  const lines = readFileSync(r.file, 'utf8').trimEnd().split('\n');
  console.log(`\n── ${r.name} failed (last ${Math.min(60, lines.length)} lines of ${path.relative(root, r.file)}) ──\n${lines.slice(-60).join('\n')}`);
}
console.log(`\ntest:quick: ${failed.length === 0 ? 'all passed' : `${failed.map((r) => r.name).join(', ')} failed`} in ${seconds(started)} s (npm test is the complete run)`);
process.exit(failed.length === 0 ? 0 : 1);
