import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Drift } from '../tests/contract/drift';

// `npm run check:backend`: the contract tests, read-only (no orders), against $BACKEND_URL,
// then every field of its answers that does not match the contract, grouped by payload. Ops
// run it against staging before a deploy. Exit code 0 only when nothing drifted.

const root = path.resolve(import.meta.dirname, '..');
const backend = process.env.BACKEND_URL;
if (!backend || !/^https?:\/\//.test(backend)) {
  console.error('Set BACKEND_URL to the backend to check, e.g. BACKEND_URL=https://staging.example.org npm run check:backend');
  process.exit(2);
}

const report = path.join(tmpdir(), `contract-drift-${process.pid}.json`);
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', 'tests/contract/contract.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CONTRACT_BACKEND_URL: backend, CONTRACT_DRIFT_REPORT: report },
});

const drift: Drift[] = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as Drift[]) : [];
rmSync(report, { force: true });
const byWhere = new Map<string, Set<string>>();
for (const entry of drift) {
  const problems = entry.problems.length > 0 ? entry.problems : [entry.event];
  const set = byWhere.get(entry.where) ?? new Set<string>();
  for (const problem of problems) set.add(problem);
  byWhere.set(entry.where, set);
}

const fields = [...byWhere.values()].reduce((n, set) => n + set.size, 0);
console.log(`\nBackend contract check: ${backend}`);
if (fields === 0) {
  console.log(run.status === 0 ? 'Every answer matches the contract.' : 'No field drifted, but a contract test failed (see above).');
} else {
  console.log(`${fields} field(s) do not match the contract:\n`);
  for (const [where, problems] of [...byWhere.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${where}`);
    for (const problem of problems) console.log(`    - ${problem}`);
  }
}
process.exit(fields === 0 && run.status === 0 ? 0 : 1);
