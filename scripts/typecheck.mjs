// `npm run typecheck`: `tsc --noEmit` over the whole project. When it passes, it records a hash
// of every file it checked (.content-sync/typecheck.json, never committed), so a `next build`
// of exactly these sources in the same checkout need not check them again (next.config.ts).
// Any other build — a deployment's, or one after an edit — type-checks and fails on an error.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, '.content-sync', 'typecheck.json');
const SKIP_DIRS = /^(node_modules|\.git|\.data|\.content-sync|\.next.*|test-results.*|playwright-report)$/;

/** A hash of what tsc checks: every TypeScript file of the project, its tsconfig and its locked dependencies. */
export function sourcesHash() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.test(entry.name)) walk(full);
      } else if (/\.(c|m)?tsx?$/.test(entry.name)) {
        hash.update(path.relative(root, full)).update('\0').update(readFileSync(full)).update('\0');
      }
    }
  };
  walk(root);
  for (const file of ['tsconfig.json', 'package-lock.json']) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

/** True when `npm run typecheck` passed on exactly the sources there are now. */
export function typeCheckedAlready(stamp = STAMP) {
  try {
    return JSON.parse(readFileSync(stamp, 'utf8')).sources === sourcesHash();
  } catch {
    return false;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const before = sourcesHash();
  const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit'], { cwd: root, stdio: 'inherit' });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
  // An edit while tsc ran leaves no stamp: the next build checks for itself.
  if (sourcesHash() === before) {
    mkdirSync(path.dirname(STAMP), { recursive: true });
    writeFileSync(STAMP, `${JSON.stringify({ sources: before })}\n`);
  }
}
