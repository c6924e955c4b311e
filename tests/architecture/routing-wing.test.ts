import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 47 item 8: the routing wing, tests left out, named file by file (a file the routing needs is added here, never
// moved to another folder to leave the count): no line over 160 characters, and its lines bounded. The issue asks 1,000;
// the wing was 1,289 lines with 41 long lines before it, and this bound only comes down (ROUTING_WING_MAX_LINES).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WING = [
  'middleware.ts',
  'content-sync/routing-sync.ts',
  'content-sync/snapshot.ts',
  'content-sync/revalidate.ts',
  'edge/redirects.ts',
  'edge/storefront.ts',
  'edge/host-guard.ts',
  'edge/backend/router-answer.ts',
  'edge/backend/reader-wait.ts',
];
/** The goal is 1,000: met when this reads 1_000. */
const ROUTING_WING_MAX_LINES = 1_151; // 1,198 before the host name was parsed once, the settings read inlined, and history left to git
const GOAL_LINES = 1_000;

const routingFiles = () => readdirSync(path.join(root, 'routing')).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => `routing/${f}`);
const lines = (file: string) => readFileSync(path.join(root, file), 'utf8').replace(/\n$/, '').split('\n');

describe('the routing wing (issue 47 item 8)', () => {
  const files = [...WING, ...routingFiles()];

  it('names every file of routing/ and the wing’s others', () => {
    expect(routingFiles()).toEqual(expect.arrayContaining(['routing/state.ts', 'routing/decide.ts', 'routing/ask.ts']));
    expect(files.length).toBeGreaterThanOrEqual(14);
  });

  it('has no line over 160 characters', () => {
    const long = files.flatMap((file) => lines(file).flatMap((line, i) => (line.length > 160 ? [`${file}:${i + 1} (${line.length})`] : [])));
    expect(long).toEqual([]);
  });

  it(`holds at most ${ROUTING_WING_MAX_LINES} lines, tests left out (goal ${GOAL_LINES})`, () => {
    const count = files.reduce((sum, file) => sum + lines(file).length, 0);
    expect(count).toBeLessThanOrEqual(ROUTING_WING_MAX_LINES);
  });
});
