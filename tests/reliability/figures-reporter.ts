import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'vitest/node';

// Prints the reliability figures recorded by the tests (./figures.ts), grouped by section.

export const FIGURES_FILE = path.resolve(import.meta.dirname, '..', '..', '.data', 'reliability-figures.jsonl');

export default class FiguresReporter implements Reporter {
  onTestRunEnd(): void {
    if (!existsSync(FIGURES_FILE)) return;
    const rows = readFileSync(FIGURES_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { section: string; name: string; value: string | number });
    const lines = ['', 'Reliability figures', '==================='];
    let section = '';
    for (const row of rows) {
      if (row.section !== section) {
        section = row.section;
        lines.push('', `${section}:`);
      }
      lines.push(`  ${row.name.padEnd(58)} ${row.value}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
