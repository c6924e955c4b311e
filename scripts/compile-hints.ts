import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// V8's explicit compile hint (Chrome 136+): a script that opens with this comment has all its
// functions compiled with the script itself, on the background thread that streams it from the
// network, instead of one by one on the main thread the first time each runs. Every client
// chunk of this site runs as soon as it arrives (the framework and the page's islands at
// start-up; a step's form, the basket islands and the payment providers the moment they are
// requested), so their compilation was main-thread work in the page's longest task: on a
// 4x-throttled phone profile of a news page the longest task went from 326 to 67 ms and the
// main thread's work after the first paint from 928 to 468 ms (docs/architecture.md, "Compile
// hints"). Other browsers read it as a comment.
// Next has no option for it yet, so next.config.ts runs this after the production compile and
// before the pages are prerendered. The chunks keep their names: the change is the same for
// the same build, so the names still fit their content for the caches in front.
// Chunks under 16 KB go without: they compile in a millisecond or two wherever it happens
// (0.1-0.7 ms on the main thread in the traces), and the hint's bytes on the five small
// chunks of a content page would take its first-load JS over the 150 KB budget (by 2 bytes).

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
export const MIN_HINTED_BYTES = 16 * 1024;

/** Prepends the compile hint to every client chunk of MIN_HINTED_BYTES or more under `<distDir>/static/chunks`, once; returns how many it changed. */
export function addCompileHints(distDir: string): number {
  const chunks = path.join(distDir, 'static', 'chunks');
  let changed = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) {
        const code = readFileSync(full, 'utf8');
        if (code.startsWith(COMPILE_HINT) || Buffer.byteLength(code) < MIN_HINTED_BYTES) continue;
        writeFileSync(full, COMPILE_HINT + code);
        changed += 1;
      }
    }
  };
  walk(chunks);
  return changed;
}
